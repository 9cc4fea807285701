import { createUser, expect, loginAs, test } from "../fixtures";
import { rawRequest } from "../raw-http";

const BASE = () => test.info().project.use.baseURL as string;

// Percent-escapes that spell no UTF-8 (a lone byte, an overlong "/", a UTF-16 surrogate) and a "%" that escapes nothing.
const BAD_SEGMENTS = ["%FF", "%C0%AF", "%ED%A0%80", "%zz"];
const BAD_PATHS = [
  "/uploads/{}",
  "/feeds/tags/{}.atom",
  "/feeds/researchers/{}.atom",
  "/backend/api/library/download.php/{}",
  "/backend/api/prep_exams/download.php/{}",
  "/backend/api/resources/open.php/{}",
  "/backend/api/{}",
  "/api.php/{}",
  "/tags/{}",
  "/researchers/{}",
  "/article/{}",
  "/articles/{}",
  "/qa-section/{}",
  "/admin/sections/{}",
  "/admin/sections/submissions/{}",
  "/{}",
];

test("1: a path segment that is not UTF-8 answers 400 or 404 (JSON on the API), never a 500", async ({ playwright }) => {
  const member = await createUser("admin");
  const ctx = await playwright.request.newContext({ baseURL: BASE() });
  await loginAs(ctx, member);
  const cookie = (await ctx.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  for (const template of BAD_PATHS)
    for (const segment of BAD_SEGMENTS) {
      const path = template.replace("{}", segment);
      for (const headers of [{}, { Cookie: cookie }]) {
        const res = await rawRequest(BASE(), "GET", path, { headers });
        expect([400, 404], `${path} ${res.status} ${res.body.slice(0, 200)}`).toContain(res.status);
        if (path.startsWith("/backend/") || path.startsWith("/api.php")) {
          expect(res.headers["content-type"], path).toMatch(/^application\/json/);
          expect(JSON.parse(res.body).success, path).toBe(false);
        }
      }
    }
  await ctx.dispose();
});
