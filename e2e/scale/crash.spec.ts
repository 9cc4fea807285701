// Crash safety: the production server killed with SIGKILL at a random moment under concurrent
// writes, five times. After each crash the database is sound and holds every write answered with
// a 2xx; after each restart no upload is half-written or orphaned.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import Database from "better-sqlite3";
import { originalOfVariant } from "../../lib/files/variants";
import { referencedUploadKeys } from "../../lib/server/upload-references";
import { upsertUserWithPassword } from "../../prisma/users";
import { file, png } from "../api/learning-helpers";
import { E2E_ENV } from "../env.mjs";
import { expect, test } from "../fixtures";
import { extraPort, scratchDatabase, startInstance, type Instance } from "../instances";

const ROUNDS = 5;
const MEMBER = { email: "crash-member@e2e.test", password: "pass-crash-member-2026", name: "عضو" };
const ADMIN = { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD };

/** What the server acknowledged with a 2xx, to be found after every crash. */
type Acked = {
  users: string[];
  posts: number[];
  joins: number[];
  votes: number[];
  /** article images: stored path → the bytes sent */
  images: Map<string, Buffer>;
  /** the member's avatar: the last acknowledged one, and whether a later request was unanswered */
  avatar: { last: string | null; bytes: Buffer | null; pending: boolean };
};

test("five SIGKILLs under concurrent writes lose no acknowledged write and leave no broken or orphaned upload", async ({ playwright }) => {
  test.setTimeout(300_000);
  const scratch = await scratchDatabase("crash");
  const port = extraPort(3);
  const sqliteFile = /^file:/.test(scratch.env.DATABASE_URL) ? path.resolve(scratch.env.DATABASE_URL.replace(/^file:/, "")) : null;
  let server: Instance | undefined = await startInstance({ port, env: scratch.env });
  try {
    const db = await scratch.client();
    // arrange: opportunities to join and answers to up-vote, one each per write
    const ownerId = await upsertUserWithPassword(db, { email: "crash-owner@e2e.test", name: "مالك", role: "user", password: randomBytes(12).toString("hex") });
    const memberId = await upsertUserWithPassword(db, { ...MEMBER, role: "user" });
    const opportunities = await db.opportunity.createManyAndReturn({
      data: Array.from({ length: 300 }, (_, i) => ({
        title: `فرصة ${i}`,
        description: "وصف",
        contactEmail: "o@e2e.test",
        authorName: "مالك",
        userId: ownerId,
        status: "approved",
      })),
      select: { id: true },
    });
    const question = await db.question.create({ data: { title: "سؤال", description: "وصف", userId: ownerId, authorName: "مالك", status: "approved" } });
    const answers = await db.answer.createManyAndReturn({
      data: Array.from({ length: 300 }, (_, i) => ({ questionId: question.id, text: `إجابة ${i}`, userId: ownerId, authorName: "مالك" })),
      select: { id: true },
    });

    const acked: Acked = { users: [], posts: [], joins: [], votes: [], images: new Map(), avatar: { last: null, bytes: null, pending: false } };
    const next = { opportunity: 0, answer: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const url = server!.url;
      const [admin, member, anon] = await Promise.all([
        signIn(playwright, url, ADMIN),
        signIn(playwright, url, MEMBER),
        playwright.request.newContext({ baseURL: url }),
      ]);
      const before = ackCount(acked);
      const writers = [
        writer(async () => {
          const email = `crash-${randomBytes(5).toString("hex")}@e2e.test`;
          const res = await anon.post("/backend/api/auth/register.php", { data: { email, password: "pass-crash-2026", name: "عضو جديد" } });
          if (res.ok()) acked.users.push(email);
        }),
        writer(async () => {
          const res = await admin.post("/backend/api/posts/create.php", {
            data: { title: `مقال ${randomBytes(4).toString("hex")}`, content: "نص", author: "كاتب" },
          });
          if (res.ok()) acked.posts.push((await res.json()).id);
        }),
        writer(async () => {
          const bytes = png();
          const res = await admin.post("/backend/api/posts/upload_image.php", { multipart: { image: file("i.png", bytes, "image/png") } });
          if (res.ok()) acked.images.set((await res.json()).image_path, bytes);
        }),
        writer(async () => {
          const id = opportunities[next.opportunity++].id;
          const res = await member.post("/backend/api/opportunities/join.php", {
            data: { opportunity_id: id, name: "عضو", email: MEMBER.email, expertise: "إحصاء", academic_background: "ماجستير", research_interests: "بيانات" },
          });
          if (res.ok()) acked.joins.push(id);
        }),
        writer(async () => {
          const id = answers[next.answer++].id;
          const res = await member.post("/backend/api/qa/vote.php", { data: { answer_id: id } });
          if (res.ok()) acked.votes.push(id);
        }),
        writer(async () => {
          const bytes = png();
          acked.avatar.pending = true;
          const res = await member.post("/backend/api/profile/avatar.php", { multipart: { image: file("a.png", bytes, "image/png") } });
          if (res.ok()) acked.avatar = { last: (await res.json()).image, bytes, pending: false };
        }),
      ];
      // some writes answered, then the kill at a random moment of the stream
      await expect.poll(() => ackCount(acked) - before, { timeout: 60_000 }).toBeGreaterThan(6);
      await new Promise((r) => setTimeout(r, Math.random() * 1500));
      await server!.crash();
      server = undefined;
      await Promise.all(writers);

      // the database after the crash, before anything repairs it
      if (sqliteFile) {
        const raw = new Database(sqliteFile);
        expect(raw.pragma("integrity_check", { simple: true })).toBe("ok");
        raw.close();
      }
      const users = await db.user.findMany({ where: { email: { in: acked.users } }, select: { email: true } });
      expect(users.length).toBe(acked.users.length);
      expect(await db.post.count({ where: { id: { in: acked.posts } } })).toBe(acked.posts.length);
      const imageKeys = [...acked.images.keys()].map((p) => p.replace("/uploads/", ""));
      expect(await db.upload.count({ where: { key: { in: imageKeys }, purpose: "post" } })).toBe(acked.images.size);
      expect(await db.partnershipRequest.count({ where: { userId: memberId, opportunityId: { in: acked.joins } } })).toBe(acked.joins.length);
      expect(await db.answerVote.count({ where: { userId: memberId, answerId: { in: acked.votes } } })).toBe(acked.votes.length);
      const image = (await db.user.findUniqueOrThrow({ where: { id: memberId } })).image;
      if (!acked.avatar.pending) expect(image).toBe(acked.avatar.last);
      // every stored file a row names is whole: the bytes that were sent
      for (const [p, bytes] of acked.images) expect(readFileSync(path.join(scratch.uploadDir, p.replace("/uploads/", ""))).equals(bytes)).toBe(true);
      if (image === acked.avatar.last && acked.avatar.bytes)
        expect(readFileSync(path.join(scratch.uploadDir, image!.replace("/uploads/", ""))).equals(acked.avatar.bytes)).toBe(true);

      // what a kill between a file and its row leaves, at the worst moment: an unnamed file and a
      // partial write. The crash is made to lie further back than the sweep's grace period.
      writeFileSync(path.join(scratch.uploadDir, `${randomBytes(16).toString("hex")}.png`), png());
      writeFileSync(path.join(scratch.uploadDir, `.tmp-${randomBytes(8).toString("hex")}`), png().subarray(0, 20));
      const longAgo = new Date(Date.now() - 24 * 3600_000);
      for (const name of readdirSync(scratch.uploadDir)) utimesSync(path.join(scratch.uploadDir, name), longAgo, longAgo);

      // (setup ran at the first start; a restart is the server alone, as fast as it can come back)
      server = await startInstance({ port, env: scratch.env, setup: false });
      // after the restart: exactly the named files are kept, each of them present, with the resized
      // copies of a named image (a kill may have cut them short: the original is served instead);
      // the marker naming the database that owns the folder stays too
      const referenced = [...(await referencedUploadKeys(db))].sort();
      const kept = () =>
        readdirSync(scratch.uploadDir)
          .filter((n) => n !== ".manara-storage-owner")
          .filter((n) => !referenced.includes(originalOfVariant(n) ?? ""))
          .sort();
      await expect.poll(kept, { timeout: 30_000 }).toEqual(referenced);
    }
    expect(acked.users.length + acked.posts.length + acked.images.size + acked.joins.length + acked.votes.length).toBeGreaterThan(ROUNDS * 6);
  } finally {
    await server?.stop();
    await scratch.drop();
  }
});

const ackCount = (a: Acked) => a.users.length + a.posts.length + a.joins.length + a.votes.length + a.images.size;

/** Repeats `write` until the server is gone (a refused or cut connection). */
async function writer(write: () => Promise<void>) {
  for (;;) {
    try {
      await write();
    } catch {
      return;
    }
  }
}

async function signIn(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, who: { email: string; password: string }): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.post("/backend/api/auth/login.php", { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}
