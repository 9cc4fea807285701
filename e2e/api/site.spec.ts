import { expect, test } from "../fixtures";

// Defect 4: the icons, robots.txt, the sitemap and the manifest answer for themselves, signed out,
// and are never a page (nor a redirect to one).
test.describe("icons, robots.txt, sitemap.xml, manifest", () => {
  test("/favicon.ico is an icon, not a page", async ({ request }) => {
    const res = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = await res.body();
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO header
  });

  test("the SVG icon, the apple-touch icon and the manifest's icons are images", async ({ request }) => {
    for (const [path, type] of [
      ["/icon.svg", "image/svg+xml"],
      ["/apple-icon.png", "image/png"],
      ["/icons/icon-192.png", "image/png"],
      ["/icons/icon-512.png", "image/png"],
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"], path).toContain(type);
    }
  });

  test("the pages link the icons and the manifest", async ({ request }) => {
    const html = await (await request.get("/login")).text();
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico/);
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  });

  test("the web manifest names the app and its icons", async ({ request }) => {
    const res = await request.get("/manifest.webmanifest", { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: "منارة", start_url: "/", display: "standalone" });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });

  test("robots.txt and sitemap.xml answer signed out and list the public entry pages", async ({ request, baseURL }) => {
    const robots = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const text = await robots.text();
    expect(text).toContain("User-Agent: *");
    expect(text).toContain("Allow: /login");
    expect(text).toContain("Disallow: /backend/");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml", { maxRedirects: 0 });
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    for (const path of ["/login", "/signup"]) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).not.toContain("/admin");
  });
});
