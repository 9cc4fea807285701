import { createUser, expect, test, testDb } from "../fixtures";
import { rawRequest, signInCookie } from "../raw-http";
import { joinBody, seedOpportunity } from "../seed/opportunities";

// Links the app sends take their origin from APP_URL (the suite's server: its own address), never
// from the request: a forged Host, Origin or X-Forwarded-* (no proxy is trusted here) changes nothing.
const BASE = () => test.info().project.use.baseURL as string;
const EVIL = "evil.example";
const FORGED = [
  { Host: EVIL, Origin: `http://${EVIL}` },
  { "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https" },
  { Host: EVIL, "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https", "X-Forwarded-Port": "443" },
];

test.describe("links take their origin from APP_URL, never from the request", () => {
  for (const [i, headers] of FORGED.entries()) {
    test(`a reset mail links to the app's origin whatever the request claims (${i + 1})`, async () => {
      const user = await createUser();
      const res = await rawRequest(BASE(), "POST", "/backend/api/auth/forgot_password.php", { json: { email: user.email }, headers });
      expect(res.status, res.body).toBe(200);
      const mail = await (await testDb()).mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } });
      expect(mail.text).toMatch(new RegExp(`${BASE().replace(/[.:/]/g, "\\$&")}/reset-password\\?token=[\\w-]+`));
      expect(mail.text + mail.html + mail.headers).not.toContain(EVIL);
    });
  }

  test("a notification mail's link and its signed unsubscribe URL use the app's origin", async () => {
    const owner = await createUser();
    const member = await createUser();
    const opportunity = await seedOpportunity(owner);
    const headers = { Host: EVIL, Origin: `http://${EVIL}`, "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https" };
    const cookie = await signInCookie(BASE(), member.email, member.password);
    const joined = await rawRequest(BASE(), "POST", "/backend/api/opportunities/join.php", {
      json: joinBody(opportunity.id),
      headers: { ...headers, Cookie: cookie },
    });
    expect(joined.status, joined.body).toBe(201);
    const mail = await (await testDb()).mailOutbox.findFirstOrThrow({ where: { to: owner.email }, orderBy: { id: "desc" } });
    expect(mail.text + mail.html + mail.headers).not.toContain(EVIL);
    expect(mail.text).toContain(`${BASE()}/academic-partnership`);
    const unsubscribe = (JSON.parse(mail.headers) as Record<string, string>)["List-Unsubscribe"];
    expect(unsubscribe.startsWith(`<${BASE()}/backend/api/notifications/unsubscribe.php?`)).toBe(true);
  });

  test("robots.txt and sitemap.xml name the app's origin only", async () => {
    for (const headers of FORGED) {
      const robots = await rawRequest(BASE(), "GET", "/robots.txt", { headers });
      expect(robots.status).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${BASE()}/sitemap.xml`);
      expect(robots.body).not.toContain(EVIL);
      const sitemap = await rawRequest(BASE(), "GET", "/sitemap.xml", { headers });
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toContain(`<loc>${BASE()}/login</loc>`);
      expect(sitemap.body).not.toContain(EVIL);
    }
  });

  test("an article page's absolute URLs (Open Graph) use the app's origin", async () => {
    const member = await createUser();
    const cookie = await signInCookie(BASE(), member.email, member.password);
    const list = await rawRequest(BASE(), "GET", "/backend/api/posts/read.php?limit=1", { headers: { Cookie: cookie } });
    const [post] = JSON.parse(list.body).posts as { id: number }[];
    test.skip(!post, "no article in the database");
    const page = await rawRequest(BASE(), "GET", `/article/${post.id}`, {
      headers: { Cookie: cookie, "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https" },
    });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(EVIL);
  });
});

test.describe("cross-site writes", () => {
  test("sign-in works for the server's address and for another host name it is reached by", async () => {
    const user = await createUser();
    const port = new URL(BASE()).port;
    for (const host of [`127.0.0.1:${port}`, `manara.internal:${port}`]) {
      const res = await rawRequest(BASE(), "POST", "/backend/api/auth/login.php", {
        json: { email: user.email, password: user.password },
        headers: { Host: host, Origin: `http://${host}`, "Sec-Fetch-Site": "same-origin" },
      });
      expect(res.status, `${host}: ${res.body}`).toBe(200);
      expect(String(res.headers["set-cookie"])).toContain("manara.session_token=");
    }
  });

  test("a write from another site is refused, even when X-Forwarded-Host names that site", async () => {
    const user = await createUser();
    for (const headers of [{ Origin: `http://${EVIL}` }, { Origin: `http://${EVIL}`, "X-Forwarded-Host": EVIL }]) {
      const res = await rawRequest(BASE(), "POST", "/backend/api/auth/login.php", { json: { email: user.email, password: user.password }, headers });
      expect(res.status, res.body).toBe(403);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });
});
