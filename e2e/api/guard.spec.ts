import { createUser, expect, loginAs, test } from "../fixtures";

// The route table: every page × anonymous / member / admin, checked on the server.
const MAIN = [
  "/",
  "/academic-partnership",
  "/qa-section",
  "/topic-suggestions",
  "/scientific-embrace",
  "/e-library",
  "/prep-exams",
  "/about-us",
  "/contact-us",
  "/profile",
];
const ADMIN = [
  "/admin",
  "/admin/users",
  "/admin/sections/home",
  "/admin/sections/academic-partnership",
  "/admin/sections/qa",
  "/admin/sections/topic-suggestions",
  "/admin/sections/scientific-embrace",
  "/admin/sections/e-library",
  "/admin/sections/prep-exams",
  "/admin/sections/about-us",
  "/admin/sections/contact-us",
  "/admin/sections/latest-updates",
];
const AUTH = ["/login", "/signup", "/admin/login"];

const location = (res: { headers(): Record<string, string> }) => new URL(res.headers()["location"] ?? "", "http://x").pathname;
const returnPath = (res: { headers(): Record<string, string> }) => new URL(res.headers()["location"] ?? "", "http://x").searchParams.get("next");
/** Admin pages sign in at /admin/login, the rest at /login; the page asked for comes back as `next`. */
const signInOf = (path: string) => (path === "/admin" || path.startsWith("/admin/") ? "/admin/login" : "/login");
const nextOf = (path: string) => (path === "/" || path === "/admin" ? null : path);

test.describe("route guard", () => {
  test("anonymous: only the auth pages render; everything else goes to /login (admin pages to /admin/login) with the way back", async ({ request }) => {
    for (const path of AUTH) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    for (const path of [...MAIN, ...ADMIN, "/article/1"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(location(res), path).toBe(signInOf(path));
      expect(returnPath(res), path).toBe(nextOf(path));
    }
    const withQuery = await request.get("/?q=%D8%B0%D9%83%D8%A7%D8%A1", { maxRedirects: 0 });
    expect(returnPath(withQuery)).toBe("/?q=%D8%B0%D9%83%D8%A7%D8%A1");
  });

  test("a hostile `next` on the sign-in pages is ignored (the form's side: e2e/ui/auth.spec.ts)", async ({ request }) => {
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      for (const page of ["/login", "/admin/login"]) {
        const res = await request.get(`${page}?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
        expect(res.status(), `${page} ${next}`).toBe(200);
      }
    }
    // signed in, a safe `next` is followed and a hostile one is not
    await loginAs(request, await createUser("user"));
    const safe = await request.get(`/login?next=${encodeURIComponent("/article/7")}`, { maxRedirects: 0 });
    expect(location(safe)).toBe("/article/7");
    const hostile = await request.get(`/login?next=${encodeURIComponent("//evil.example/x")}`, { maxRedirects: 0 });
    expect(hostile.headers()["location"]).toBe("/");
  });

  test("anonymous without the proxy's help (a forged cookie) still gets nothing", async ({ request }) => {
    for (const path of ["/", "/profile", "/admin", "/admin/users"]) {
      const res = await request.get(path, { maxRedirects: 0, headers: { Cookie: 'manara.session_token=forged.value; user={"role":"superadmin"}' } });
      expect(res.status(), path).toBe(307);
      expect(location(res), path).toBe(signInOf(path));
      expect(returnPath(res), path).toBe(nextOf(path));
    }
  });

  test("member: main pages render, admin pages go to /", async ({ request }) => {
    await loginAs(request, await createUser("user"));
    for (const path of MAIN) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    for (const path of ADMIN) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(location(res), path).toBe("/");
    }
  });

  for (const role of ["admin", "superadmin"] as const) {
    test(`${role}: main and admin pages render`, async ({ request }) => {
      await loginAs(request, await createUser(role));
      for (const path of [...MAIN, ...ADMIN]) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    });
  }

  test("a signed-in member visiting /login or /signup is sent home", async ({ request }) => {
    await loginAs(request, await createUser("user"));
    for (const path of ["/login", "/signup"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(location(res), path).toBe("/");
    }
  });

  test("unknown paths redirect to /", async ({ request }) => {
    await loginAs(request, await createUser("user"));
    for (const path of ["/no-such-page", "/a/b/c", "/admin/no-such-section/x"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(location(res), path).toBe("/");
    }
    const res = await request.get("/admin/sections/no-such-section", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
  });
});

test.describe("security headers", () => {
  test("pages carry a nonce CSP, nosniff, a referrer policy and refuse framing", async ({ request }) => {
    const res = await request.get("/login");
    const h = res.headers();
    expect(h["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).toContain("object-src 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["x-frame-options"]).toBe("DENY");
  });

  test("JSON endpoints answer JSON with a strict CSP, also on errors", async ({ request }) => {
    const res = await request.get("/api.php?action=get_users");
    expect(res.status()).toBe(401);
    expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("uploads are served to members only, with nosniff", async ({ request }) => {
    const anon = await request.get("/uploads/0123456789abcdef0123456789abcdef.png");
    expect(anon.status()).toBe(401);
    await loginAs(request, await createUser("user"));
    expect((await request.get("/uploads/0123456789abcdef0123456789abcdef.png")).status()).toBe(404);
    expect((await request.get("/uploads/..%2F..%2Fdata%2Fapp.db")).status()).toBe(404);
  });
});
