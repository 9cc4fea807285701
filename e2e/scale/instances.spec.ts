// Several instances at once: two production servers started together on one empty
// database (the SQLite file, or PostgreSQL under E2E_DATABASE_URL), sharing one bucket (s3rver).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ENV } from "../env.mjs";
import { expect, test } from "../fixtures";
import { extraPort, scratchDatabase, startInstance, startS3, type Bucket, type Instance, type ScratchDatabase } from "../instances";
import { file, pdf, png } from "../api/learning-helpers";
import { DEMO_UPDATES } from "../../prisma/seed-data";

test.describe.configure({ mode: "serial" });

let s3: Bucket;
let scratch: ScratchDatabase;
let a: Instance;
let b: Instance;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  s3 = await startS3(extraPort(9));
  scratch = await scratchDatabase("instances");
  const env = { ...scratch.env, ...s3.env };
  // at the same moment, on an empty database
  const started = await Promise.allSettled([startInstance({ port: extraPort(1), env }), startInstance({ port: extraPort(2), env })]);
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    // stop the one that came up: nothing may outlive the test
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : null)));
    throw failed.reason;
  }
  [a, b] = started.map((s) => (s as PromiseFulfilledResult<Instance>).value);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await scratch?.drop();
});

const objects = async () => ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!);
const inBucket = (key: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
    () => true,
    () => false,
  );
const keyOfPath = (p: string) => p.replace(/^\/uploads\//, "");

async function signedIn(playwright: PlaywrightWorkerArgs["playwright"], email: string, password: string, on: Instance) {
  const ctx = await playwright.request.newContext();
  const res = await ctx.post(`${on.url}/backend/api/auth/login.php`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

test("migrations and the seed run once when both start together, and both serve", async () => {
  const db = await scratch.client();
  const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(`SELECT "migration_name" FROM "_prisma_migrations"`);
  const dir = /^postgres/.test(scratch.env.DATABASE_URL) ? "prisma/postgres/migrations" : "prisma/migrations";
  const expected = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  expect(rows.map((r) => r.migration_name).sort()).toEqual(expected.sort());
  // demo content once, not once per instance
  expect(await db.latestUpdate.count()).toBe(DEMO_UPDATES.length);
  for (const on of [a, b]) expect((await fetch(`${on.url}/login`)).status).toBe(200);
});

test("a member signed in on one instance is signed in on the other, and signed out on both", async ({ playwright }) => {
  const anon = await playwright.request.newContext();
  const email = `both-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const created = await anon.post(`${a.url}/backend/api/auth/register.php`, { data: { email, password: "pass-both-2026", name: "عضو مشترك" } });
  expect(created.status(), await created.text()).toBe(201);
  const ctx = await signedIn(playwright, email, "pass-both-2026", a);
  // cookies belong to the host, not the port: the same session cookie goes to b
  const profile = await ctx.get(`${b.url}/backend/api/profile/read.php`);
  expect(profile.status(), await profile.text()).toBe(200);
  expect(JSON.stringify(await profile.json())).toContain(email);
  expect((await ctx.post(`${b.url}/backend/api/auth/logout.php`)).ok()).toBe(true);
  // the cookie jar forgot it; the old cookie is refused by a too
  const state = await ctx.storageState();
  expect(state.cookies.filter((c) => c.name.includes("session"))).toEqual([]);
  expect((await ctx.get(`${a.url}/backend/api/profile/read.php`)).status()).toBe(401);
});

test("a sign-in lockout reached on one instance holds on the other", async ({ playwright }) => {
  const anon = await playwright.request.newContext();
  const email = `locked-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const password = "pass-locked-2026";
  expect((await anon.post(`${b.url}/backend/api/auth/register.php`, { data: { email, password, name: "عضو" } })).status()).toBe(201);
  for (let i = 0; i < 10; i++) {
    expect((await anon.post(`${a.url}/backend/api/auth/login.php`, { data: { email, password: "wrong-password-1" } })).status()).toBe(401);
  }
  // the eleventh attempt, even with the right password, on the other instance
  const refused = await anon.post(`${b.url}/backend/api/auth/login.php`, { data: { email, password } });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
});

test("an article image uploaded through one instance is in the bucket and downloads through the other", async ({ playwright }) => {
  const admin = await signedIn(playwright, E2E_ENV.ADMIN_EMAIL, E2E_ENV.ADMIN_PASSWORD, a);
  const bytes = png();
  const up = await admin.post(`${a.url}/backend/api/posts/upload_image.php`, { multipart: { image: file("x.png", bytes, "image/png") } });
  expect(up.status(), await up.text()).toBe(200);
  const imagePath: string = (await up.json()).image_path;
  const key = keyOfPath(imagePath);
  expect(await inBucket(key)).toBe(true);
  expect(existsSync(path.join(scratch.uploadDir, key))).toBe(false); // not on a's disk

  // uploads are served to signed-in members: the admin's session (made on a) asks b
  const get = (on: Instance, headers: Record<string, string> = {}) => admin.get(`${on.url}${imagePath}`, { headers });
  const whole = await get(b);
  expect(whole.status()).toBe(200);
  expect((await whole.body()).equals(bytes)).toBe(true);
  expect(whole.headers()).toMatchObject({ "content-type": "image/png", "x-content-type-options": "nosniff", "accept-ranges": "bytes" });
  const etag = whole.headers()["etag"];
  expect(etag).toMatch(/^"[a-f0-9]{32}-[0-9a-f]+"$/);
  // the same answer from a, the instance that stored it
  expect((await get(a)).headers()["etag"]).toBe(etag);

  const part = await get(b, { Range: "bytes=8-15" });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 8-15/${bytes.length}`);
  expect((await part.body()).equals(bytes.subarray(8, 16))).toBe(true);
  const tail = await get(b, { Range: "bytes=-4" });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).equals(bytes.subarray(bytes.length - 4))).toBe(true);
  expect((await get(b, { Range: `bytes=${bytes.length + 10}-` })).status()).toBe(416);
  expect((await get(b, { "If-None-Match": etag })).status()).toBe(304);

  // an image past the limit is refused and leaves no object
  const before = await objects();
  const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
  expect((await admin.post(`${b.url}/backend/api/posts/upload_image.php`, { multipart: { image: file("big.png", big, "image/png") } })).status()).toBe(413);
  expect((await objects()).sort()).toEqual(before.sort());
});

test("a learning file: uploaded through one, downloaded (whole and in part, counted) through the other, deleted from the bucket", async ({ playwright }) => {
  const admin = await signedIn(playwright, E2E_ENV.ADMIN_EMAIL, E2E_ENV.ADMIN_PASSWORD, a);
  const bytes = pdf("s3");
  const created = await admin.post(`${a.url}/backend/api/library/create.php`, {
    multipart: { title: "كتاب في الحاوية", type: "كتاب", author: "د. سارة", subject: "الفيزياء", year: "2022", document: file("كتاب.pdf", bytes) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const book = (await created.json()).book as { id: number; download_url: string };
  const row = await (await scratch.client()).book.findUniqueOrThrow({ where: { id: book.id } });
  expect(await inBucket(row.fileKey)).toBe(true);

  const member = await playwright.request.newContext();
  const email = `reader-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  expect((await member.post(`${b.url}/backend/api/auth/register.php`, { data: { email, password: "pass-reader-2026", name: "قارئ" } })).status()).toBe(201);
  expect((await member.post(`${b.url}/backend/api/auth/login.php`, { data: { email, password: "pass-reader-2026" } })).status()).toBe(200);
  const whole = await member.get(`${b.url}${book.download_url}`);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-disposition"]).toContain("attachment");
  expect(whole.headers()["content-type"]).toBe("application/pdf");
  expect((await whole.body()).equals(bytes)).toBe(true);
  const part = await member.get(`${b.url}${book.download_url}`, { headers: { Range: "bytes=0-4" } });
  expect(part.status()).toBe(206);
  expect((await part.body()).toString("latin1")).toBe("%PDF-");
  // a member's download is counted once, whichever instance served it
  await expect
    .poll(async () => (await (await admin.get(`${a.url}/backend/api/library/read.php`)).json()).books.find((x: { id: number }) => x.id === book.id)?.downloads)
    .toBe(1);

  const removed = await admin.delete(`${b.url}/backend/api/library/delete.php`, { data: { id: book.id } });
  expect(removed.status(), await removed.text()).toBe(200);
  expect(await inBucket(row.fileKey)).toBe(false);
  expect((await member.get(`${a.url}${book.download_url}`)).status()).toBe(404);
});

test("replacing an avatar removes the old object from the bucket", async ({ playwright }) => {
  const anon = await playwright.request.newContext();
  const email = `avatar-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  expect((await anon.post(`${a.url}/backend/api/auth/register.php`, { data: { email, password: "pass-avatar-2026", name: "عضو" } })).status()).toBe(201);
  const ctx = await signedIn(playwright, email, "pass-avatar-2026", a);
  const first = (await (await ctx.post(`${a.url}/backend/api/profile/avatar.php`, { multipart: { image: file("a.png", png(), "image/png") } })).json())
    .image as string;
  expect(await inBucket(keyOfPath(first))).toBe(true);
  const second = (await (await ctx.post(`${b.url}/backend/api/profile/avatar.php`, { multipart: { image: file("b.png", png(), "image/png") } })).json())
    .image as string;
  expect(await inBucket(keyOfPath(second))).toBe(true);
  expect(await inBucket(keyOfPath(first))).toBe(false);
  expect((await ctx.get(`${a.url}${first}`)).status()).toBe(404);
  expect((await ctx.get(`${a.url}${second}`)).status()).toBe(200);
  // an object gone from the bucket behind the app's back is a 404, not an error
  await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: keyOfPath(second) }));
  expect((await ctx.get(`${b.url}${second}`)).status()).toBe(404);
});
