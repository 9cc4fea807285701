import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { apiClient, createUser, expect, test } from "../fixtures";
import { E2E_ENV } from "../env.mjs";

// An article's uploaded photo is kept at three widths (WebP) besides the original, offered to the
// browser by `srcset`, removed with the original; a photo without them (uploaded before they were
// made) is served in their place.
const API = "/backend/api/posts";

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

test("an uploaded photo is kept resized as WebP, shown with srcset, and goes with its post", async ({ playwright }) => {
  // the slow setup first: the admin's connection must not sit idle past the server's keep-alive before the upload
  // (the accounts one after the other: the test's database client runs one transaction at a time)
  const adminUser = await createUser("admin");
  const member = await apiClient(playwright, await createUser("user"));
  const wide = await photo(2000, 1000);
  const admin = await apiClient(playwright, adminUser);
  const upload = await admin.post(`${API}/upload_image.php`, { multipart: { image: { name: "wide.png", mimeType: "image/png", buffer: wide } } });
  expect(upload.status()).toBe(200);
  const { image_path } = (await upload.json()) as { image_path: string };
  const stem = image_path.replace(/^\/uploads\//, "").replace(".", "-");

  for (const width of [320, 640, 1280]) {
    const res = await member.get(`/uploads/${stem}-w${width}.webp`);
    expect(res.status(), `${width}`).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/webp");
    const meta = await sharp(await res.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width / 2]);
  }

  const created = await admin.post(`${API}/create.php`, {
    data: { title: "صورة بأحجام", content: "ملخص", author: "منارة", keywords: "", image_path, full_content: "<p>نص</p>", category: "", read_time: 1 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const html = await (await member.get(`/article/${id}`)).text();
  const img = html.match(/<img[^>]*srcSet="[^"]*"[^>]*>/i)?.[0] ?? html.match(/<img[^>]*srcset="[^"]*"[^>]*>/i)?.[0] ?? "";
  expect(img).toContain(`/uploads/${stem}-w640.webp 640w`);
  expect(img).toMatch(/fetchpriority="high"/i);

  expect((await admin.delete(`${API}/delete.php?id=${id}`)).status()).toBe(200);
  for (const width of [320, 640, 1280]) expect((await member.get(`/uploads/${stem}-w${width}.webp`)).status()).toBe(404);
  expect((await member.get(image_path)).status()).toBe(404);
});

test("a photo without resized copies is served in their place; a small one is never enlarged", async ({ playwright }) => {
  const adminUser = await createUser("admin");
  const small = await photo(200, 100);
  const admin = await apiClient(playwright, adminUser);
  const upload = await admin.post(`${API}/upload_image.php`, { multipart: { image: { name: "small.png", mimeType: "image/png", buffer: small } } });
  const { image_path } = (await upload.json()) as { image_path: string };
  const stem = image_path.replace(/^\/uploads\//, "").replace(".", "-");
  const widest = await admin.get(`/uploads/${stem}-w1280.webp`);
  expect((await sharp(await widest.body()).metadata()).width).toBe(200);

  // as if uploaded before copies were made (the local driver's files)
  for (const width of [320, 640, 1280]) rmSync(path.join(E2E_ENV.UPLOAD_DIR, `${stem}-w${width}.webp`), { force: true });
  const fallback = await admin.get(`/uploads/${stem}-w640.webp`);
  expect(fallback.status()).toBe(200);
  expect(fallback.headers()["content-type"]).toBe("image/png");
  expect((await admin.get(`/uploads/${"0".repeat(32)}-png-w640.webp`)).status()).toBe(404);
});
