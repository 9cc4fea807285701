import { createUser, expect, loginAs, test } from "../fixtures";

// Spec §2 route table: every page × anonymous / member / admin, checked on the server.
const MAIN = ["/", "/academic-partnership", "/qa-section", "/topic-suggestions", "/scientific-embrace", "/e-library", "/prep-exams", "/about-us", "/contact-us", "/profile"];
const ADMIN = [
  "/admin", "/admin/users", "/admin/sections/home", "/admin/sections/academic-partnership", "/admin/sections/qa", "/admin/sections/topic-suggestions",
  "/admin/sections/scientific-embrace", "/admin/sections/e-library", "/admin/sections/prep-exams", "/admin/sections/about-us",
  "/admin/sections/contact-us", "/admin/sections/latest-updates",
];
const AUTH = ["/login", "/signup", "/admin/login"];

const location = (res: { headers(): Record<string, string> }) => new URL(res.headers()["location"] ?? "", "http://x").pathname;

test.describe("route guard", () => {
  test("anonymous: only the auth pages render; everything else goes to /login", async ({ request }) => {
    for (const path of AUTH) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    for (const path of [...MAIN, ...ADMIN, "/article/1"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(location(res), path).toBe("/login");
    }
  });

  test("anonymous without the proxy's help (a forged cookie) still gets nothing", async ({ request }) => {
    for (const path of ["/", "/profile", "/admin", "/admin/users"]) {
      const res = await request.get(path, { maxRedirects: 0, headers: { Cookie: "manara.session_token=forged.value; user={\"role\":\"superadmin\"}" } });
      expect(res.status(), path).toBe(307);
      expect(location(res), path).toBe("/login");
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
