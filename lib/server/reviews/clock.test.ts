// Review reminders and expiry against a real database (test/scratch-database.ts: a scratch SQLite
// file or PostgreSQL database, migrated as `npm start` does) with a simulated clock: what is
// sent when, in whose language, and that two app instances on one database send each reminder once.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appOnScratchDatabase } from "@/test/app-on-scratch-database";

// the app's own database module, on the scratch database set below (each app instance its own client)
vi.mock("@/lib/db", () => import("@/test/app-database").then((m) => m.appDatabase()));

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-12-01T08:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);

type Clock = typeof import("./clock");
type Modules = { db: typeof import("@/lib/db").db; a: Clock; b: Clock };
let m: Modules;
let closeDatabase = async () => {};

beforeAll(async () => {
  const { db, close } = await appOnScratchDatabase("review-clock-test-secret-review-clock");
  closeDatabase = close;
  const a = await import("./clock");
  // a second app instance: its own modules and its own database client, on the same database
  vi.resetModules();
  const b = await import("./clock");
  m = { db, a, b };
}, 120_000);

afterAll(() => closeDatabase(), 120_000);

async function member(locale: string, role = "user") {
  const id = randomUUID();
  await m.db.user.create({
    data: { id, name: `Member ${id.slice(0, 6)}`, email: `${id}@x.test`, handle: `h${id.slice(0, 8)}`, emailVerified: true, locale, role },
  });
  return { id, email: `${id}@x.test` };
}

async function assignment({ status = "invited", respondedAt = null as Date | null, locale = "en" } = {}) {
  const [author, editor, reviewer] = [await member("ar"), await member("ar", "admin"), await member(locale)];
  const article = await m.db.article.create({
    data: { userId: author.id, authorName: "Author", title: `Article ${randomUUID().slice(0, 6)}`, abstractAr: "ملخص", status: "under_review" },
  });
  const row = await m.db.reviewAssignment.create({
    data: {
      articleId: article.id,
      userId: reviewer.id,
      title: article.title,
      round: 1,
      status,
      invitedById: editor.id,
      invitedAt: T0,
      respondedAt,
      dueAt: at(21),
      tokenSalt: "salt",
    },
  });
  return { row, reviewer, editor, article };
}

const mailsTo = (email: string) => m.db.mailOutbox.findMany({ where: { to: email }, orderBy: { id: "asc" } });
/** Both instances run the clock at the same moment. */
const tick = (now: Date) => Promise.all([m.a.runReviewClock({ now }), m.b.runReviewClock({ now })]);

describe("the review clock", { timeout: 60_000 }, () => {
  it("reminds an unanswered invitation after 3 and 7 days and lets it expire after 14, once each with two instances", async () => {
    const { row, reviewer, editor } = await assignment({ locale: "en" });
    await tick(at(2));
    expect(await mailsTo(reviewer.email)).toHaveLength(0);
    await tick(at(3));
    await tick(at(3.5));
    expect((await mailsTo(reviewer.email)).map((x) => x.subject)).toEqual([`Reminder: will you review “${row.title}”?`]);
    // the reminder carries the same one-click link as the invitation
    expect((await mailsTo(reviewer.email))[0].text).toMatch(/https:\/\/manara\.test\/reviews\/respond\?token=[\w-]{40,}/);
    await tick(at(7));
    await tick(at(13));
    expect(await mailsTo(reviewer.email)).toHaveLength(2);
    const [first, second] = await tick(at(14));
    expect([...first.expired, ...second.expired]).toEqual([row.id]);
    expect((await m.db.reviewAssignment.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("expired");
    expect(await m.db.auditEntry.count({ where: { action: "review.expired", targetId: String(row.id) } })).toBe(1);
    expect(await m.db.notification.count({ where: { userId: editor.id, type: "review_assignment_status" } })).toBe(1);
    // nothing after the end
    await tick(at(30));
    expect(await mailsTo(reviewer.email)).toHaveLength(2);
  });

  it("reminds an accepted review 3 days before it is due, the day after and weekly, in the reviewer's language; tells the editor once", async () => {
    const { row, reviewer, editor } = await assignment({ status: "accepted", respondedAt: at(1), locale: "ar" });
    await tick(at(17));
    expect(await mailsTo(reviewer.email)).toHaveLength(0);
    await tick(at(18));
    expect((await mailsTo(reviewer.email)).map((x) => x.subject)).toEqual([`موعد تسليم تحكيم «${row.title}» في 22 ديسمبر 2026`]);
    await tick(at(21.5));
    expect(await mailsTo(reviewer.email)).toHaveLength(1);
    await tick(at(22));
    await tick(at(29));
    await tick(at(29.5));
    const subjects = (await mailsTo(reviewer.email)).map((x) => x.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects.slice(1)).toEqual([`تأخر تحكيم «${row.title}»`, `تأخر تحكيم «${row.title}»`]);
    expect(await m.db.notification.count({ where: { userId: editor.id, type: "review_overdue" } })).toBe(1);
    expect(await m.db.notification.count({ where: { userId: reviewer.id, type: "review_reminder" } })).toBe(3);
    // a server down for two weeks sends one reminder, not two
    await tick(at(45));
    expect(await mailsTo(reviewer.email)).toHaveLength(4);
    // submitted: the reminders stop
    await m.db.reviewAssignment.update({ where: { id: row.id }, data: { status: "submitted", endedAt: at(46) } });
    await tick(at(60));
    expect(await mailsTo(reviewer.email)).toHaveLength(4);
  });
});
