// The weekly digest against a real database (test/scratch-database.ts, migrated as `npm start` does)
// with a fixed clock: who is mailed, what their mail lists and from when, read from the outbox.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appOnScratchDatabase } from "@/test/app-on-scratch-database";

// the app's own database module, on the scratch database set below (each app instance its own client)
vi.mock("@/lib/db", () => import("@/test/app-database").then((m) => m.appDatabase()));

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-30T08:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

type Modules = { db: typeof import("@/lib/db").db; digest: typeof import("./digest") };
let m: Modules;
let closeDatabase = async () => {};

beforeAll(async () => {
  const { db, close } = await appOnScratchDatabase("digest-test-secret-digest-test-secret");
  closeDatabase = close;
  m = { db, digest: await import("./digest") };
}, 120_000);

// the outbox drains itself after each queued mail: the database goes once it is done
afterAll(() => closeDatabase(), 120_000);

type MemberOptions = { digest?: boolean; sentAt?: Date | null; verified?: boolean; mail?: boolean; locale?: string; name?: string };

async function member({ digest = false, sentAt = ago(7 * DAY), verified = true, mail = true, locale = "en", name = "Member" }: MemberOptions = {}) {
  const id = randomUUID();
  const handle = `h${id.slice(0, 8)}`;
  await m.db.user.create({
    data: {
      id,
      name,
      email: `${id}@x.test`,
      handle,
      emailVerified: verified,
      notifyEmail: mail,
      locale,
      weeklyDigest: digest,
      digestSentAt: digest ? sentAt : null,
    },
  });
  return { id, email: `${id}@x.test`, handle };
}

async function post(title: string, createdAt: Date, { by, keywords = "" }: { by?: string; keywords?: string } = {}) {
  const row = await m.db.post.create({ data: { title, author: "Author", content: "c", keywords, createdById: by, createdAt } });
  const slugs = [
    ...new Set(
      keywords
        .split(",")
        .map((k) => k.trim().toLowerCase().replace(/\s+/g, "-"))
        .filter(Boolean),
    ),
  ];
  if (slugs.length) await m.db.postTag.createMany({ data: slugs.map((slug) => ({ postId: row.id, slug, keyword: slug })) });
  return row;
}

const follow = (userId: string, type: "researcher" | "tag", target: string) => m.db.follow.create({ data: { userId, type, target } });
const mailsTo = (email: string) => m.db.mailOutbox.findMany({ where: { to: email }, orderBy: { id: "asc" } });

describe("weekly digest", { timeout: 60_000 }, () => {
  it("mails each due member once what their researchers and tags published since the last digest, newest first", async () => {
    const author = await member({ name: "Author" });
    const reader = await member({ digest: true, sentAt: ago(7 * DAY) });
    await follow(reader.id, "researcher", author.id);
    await follow(reader.id, "tag", `digest-tag-${reader.id.slice(0, 6)}`);
    const tag = `digest-tag-${reader.id.slice(0, 6)}`;
    await post("Before the window", ago(8 * DAY), { by: author.id });
    const byAuthor = await post("By the author", ago(3 * DAY), { by: author.id });
    const both = await post("By the author with the tag", ago(2 * DAY), { by: author.id, keywords: tag });
    const tagged = await post("Tagged by someone else", ago(DAY), { keywords: tag });
    await post("Unrelated", ago(DAY));
    const afterRun = await post("After the run", new Date(NOW.getTime() + 60_000), { by: author.id });

    expect(await m.digest.sendWeeklyDigests({ now: NOW })).toContain(reader.email);
    const [mail, ...more] = await mailsTo(reader.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Your weekly digest from Manara");
    const listed = [...mail.text.matchAll(/^(.+) by Author: https:\/\/manara\.test\/article\/(\d+)$/gm)].map((x) => Number(x[2]));
    // each article once, newest first; nothing from before the window, after the run or unfollowed
    expect(listed).toEqual([tagged.id, both.id, byAuthor.id]);
    expect(mail.text).toContain("https://manara.test/?tab=following");
    expect(mail.text).toContain("list=digest");
    expect(JSON.parse(mail.headers)["List-Unsubscribe"]).toContain("list=digest");

    // the window moved: a run a day later sends nothing, a week later only what is newer
    expect((await m.db.user.findUniqueOrThrow({ where: { id: reader.id } })).digestSentAt).toEqual(NOW);
    expect(await m.digest.sendWeeklyDigests({ now: new Date(NOW.getTime() + DAY) })).not.toContain(reader.email);
    const later = await post("Next week", new Date(NOW.getTime() + 3 * DAY), { by: author.id });
    expect(await m.digest.sendWeeklyDigests({ now: new Date(NOW.getTime() + 7 * DAY) })).toContain(reader.email);
    const second = (await mailsTo(reader.email))[1];
    expect([...second.text.matchAll(/article\/(\d+)$/gm)].map((x) => Number(x[1]))).toEqual([later.id, afterRun.id]);
  });

  it("nothing new, no mail; not opted in, mail off or unverified, no mail", async () => {
    const author = await member();
    await post("Old news", ago(10 * DAY), { by: author.id });
    await post("Fresh", ago(DAY), { by: author.id });
    const quiet = await member({ digest: true });
    const quietAuthor = await member();
    await follow(quiet.id, "researcher", quietAuthor.id);
    const optedOut = await member({ digest: false });
    const mailOff = await member({ digest: true, mail: false });
    const unverified = await member({ digest: true, verified: false });
    for (const who of [optedOut, mailOff, unverified]) await follow(who.id, "researcher", author.id);

    const mailed = await m.digest.sendWeeklyDigests({ now: NOW });
    for (const who of [quiet, optedOut, mailOff, unverified]) {
      expect(mailed).not.toContain(who.email);
      expect(await mailsTo(who.email)).toEqual([]);
    }
  });

  it("a member who opted in less than a week ago waits; Arabic members read it in Arabic", async () => {
    const author = await member();
    await post("حديث", ago(DAY), { by: author.id });
    const recent = await member({ digest: true, sentAt: ago(6 * DAY) });
    const arabic = await member({ digest: true, locale: "ar", name: "قارئ" });
    for (const who of [recent, arabic]) await follow(who.id, "researcher", author.id);

    const mailed = await m.digest.sendWeeklyDigests({ now: NOW });
    expect(mailed).not.toContain(recent.email);
    expect(mailed).toContain(arabic.email);
    const [mail] = await mailsTo(arabic.email);
    expect(mail.subject).toBe("ملخصك الأسبوعي من منارة");
    expect(mail.text).toContain("حديث بقلم Author");
    expect(mail.html).toContain('dir="rtl"');
  });
});
