// The moderation mechanism against a real database (test/database.ts): every kind's map decides
// which steps pass, the role decides who takes them, and a step is audited and announced once.
import { afterAll, describe, expect, it, vi } from "vitest";
import { CONTACT_TRANSITIONS } from "@/lib/contact/rules";
import { moderatorMap, QUEUE_KINDS, type QueueKind } from "@/lib/moderation/kinds";
import { canMove } from "@/lib/moderation/transitions";
import { REQUEST_TRANSITIONS } from "@/lib/partnership/rules";

vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { auditOf, codeOf, make, member, noticesOf } = await import("@/test/domain-fixtures");
const { moveStatus } = await import("./moderation");
const { markMessageRead } = await import("./contact");
const { respondToRequest } = await import("./partnership-requests");

afterAll(closeDatabase);

const admin = await member("admin");
const author = await member("user", { emailVerified: true });
const other = await member("user");

/** A row of a waiting kind in status `status`, owned by `author` (the article steps are tested on their own). */
const rowOf: Record<Exclude<QueueKind, "article">, (status: string) => Promise<{ id: number }>> = {
  question: (s) => make.question(author.id, s),
  topic: (s) => make.topic(author.id, s),
  resource: (s) => make.resource(author.id, s),
  opportunity: (s) => make.opportunity(author.id, s),
};
const statusOf = (kind: keyof typeof rowOf, id: number) =>
  (
    ({
      question: () => db.question.findUniqueOrThrow({ where: { id } }),
      topic: () => db.topic.findUniqueOrThrow({ where: { id } }),
      resource: () => db.learningResource.findUniqueOrThrow({ where: { id } }),
      opportunity: () => db.opportunity.findUniqueOrThrow({ where: { id } }),
    })[kind]() as Promise<{ status: string }>
  ).then((r) => r.status);

describe("the waiting kinds' maps, applied", () => {
  const kinds = QUEUE_KINDS.filter((k): k is keyof typeof rowOf => k !== "article");
  const cases = kinds.flatMap((kind) => {
    const map: Record<string, readonly string[]> = moderatorMap(kind);
    const statuses = Object.keys(map);
    return statuses.flatMap((from) => statuses.filter((to) => to !== from).map((to) => [kind, from, to] as const));
  });

  it.each(cases)("%s: %s → %s passes exactly when the map lists it", async (kind, from, to) => {
    const { id } = await rowOf[kind](from);
    const allowed = canMove(moderatorMap(kind), from, to);
    expect(await codeOf(moveStatus({ kind, id, to, actor: admin }))).toBe(allowed ? "ok" : "BAD_TRANSITION");
    expect(await statusOf(kind, id)).toBe(allowed ? to : from);
    // one audit entry for a step taken, none for one refused
    expect((await auditOf(kind, id)).length).toBe(allowed ? 1 : 0);
  });

  it.each(kinds)("%s: only moderators move it; a member (even its author) gets a 403 and nothing changes", async (kind) => {
    const from = Object.keys(moderatorMap(kind))[0];
    const to = moderatorMap(kind)[from][0];
    const { id } = await rowOf[kind](from);
    for (const actor of [author, other]) expect(await codeOf(moveStatus({ kind, id, to, actor }))).toBe("FORBIDDEN");
    expect(await statusOf(kind, id)).toBe(from);
  });

  it.each(kinds)("%s: the same status again changes and records nothing", async (kind) => {
    const from = Object.keys(moderatorMap(kind))[0];
    const { id } = await rowOf[kind](from);
    const result = await moveStatus({ kind, id, to: from, actor: admin });
    expect(result.changed).toBe(false);
    expect(await auditOf(kind, id)).toEqual([]);
  });

  it.each([
    ["question", "Question not found"],
    ["topic", "Topic not found"],
    ["resource", "Resource not found"],
    ["opportunity", "Opportunity not found"],
    ["article", "Article not found"],
  ] as const)("%s: a missing item is a 404 naming the kind", async (kind, message) => {
    await expect(moveStatus({ kind, id: 999_999, to: "x", actor: admin })).rejects.toMatchObject({ code: "NOT_FOUND", message });
  });

  it("an approved question and opportunity tell their author; a topic tells everyone who applied", async () => {
    const q = await make.question(author.id);
    const o = await make.opportunity(author.id);
    const t = await make.topic(author.id);
    await db.topicApplication.create({ data: { topicId: t.id, userId: other.id, motivation: "m" } });
    const before = (await noticesOf(author.id)).length;
    await moveStatus({ kind: "question", id: q.id, to: "approved", actor: admin });
    await moveStatus({ kind: "opportunity", id: o.id, to: "rejected", actor: admin });
    await moveStatus({ kind: "topic", id: t.id, to: "Active", actor: admin });
    const notices = (await noticesOf(author.id)).slice(before).map((n) => n.type);
    expect(notices).toEqual(["question_approved", "opportunity_rejected"]);
    expect((await noticesOf(other.id)).map((n) => n.type)).toContain("topic_application_status");
  });
});

describe("articles: the author takes some steps, the editors the others", () => {
  it("the author submits a draft (kept as version 1); a stranger may not; an editor may not withdraw it for them", async () => {
    const a = await make.article(author.id);
    expect(await codeOf(moveStatus({ kind: "article", id: a.id, to: "submitted", actor: other }))).toBe("FORBIDDEN");
    await moveStatus({ kind: "article", id: a.id, to: "submitted", actor: author });
    const row = await db.article.findUniqueOrThrow({ where: { id: a.id } });
    expect(row.status).toBe("submitted");
    expect(row.submittedAt).not.toBeNull();
    expect(await db.articleVersion.count({ where: { articleId: a.id } })).toBe(1);
    expect(await codeOf(moveStatus({ kind: "article", id: a.id, to: "withdrawn", actor: admin }))).toBe("FORBIDDEN");
    expect(await codeOf(moveStatus({ kind: "article", id: a.id, to: "published", actor: author }))).toBe("BAD_TRANSITION");
  });

  it("a member whose address is not verified cannot submit, and the draft stays a draft", async () => {
    const unverified = await member("user");
    const a = await make.article(unverified.id);
    await expect(moveStatus({ kind: "article", id: a.id, to: "submitted", actor: unverified })).rejects.toMatchObject({
      details: { reason: "EMAIL_UNVERIFIED" },
    });
    expect((await db.article.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("draft");
  });

  it("publishing makes the article's post; a retraction needs a note and removes the post", async () => {
    const a = await make.article(author.id, "accepted");
    await moveStatus({ kind: "article", id: a.id, to: "published", actor: admin });
    const published = await db.article.findUniqueOrThrow({ where: { id: a.id } });
    expect(published.postId).not.toBeNull();
    await expect(moveStatus({ kind: "article", id: a.id, to: "retracted", actor: admin })).rejects.toMatchObject({
      details: { reason: "RETRACTION_NOTE_REQUIRED" },
    });
    await moveStatus({ kind: "article", id: a.id, to: "retracted", actor: admin, note: "duplicate data" });
    const retracted = await db.article.findUniqueOrThrow({ where: { id: a.id } });
    expect(retracted.retractionNote).toBe("duplicate data");
    expect(await db.post.count({ where: { id: published.postId! } })).toBe(0);
  });
});

describe("partnership requests move through the same mechanism", () => {
  const request = async (status = "pending") => {
    const o = await make.opportunity(author.id, "approved");
    return db.partnershipRequest.create({
      data: { opportunityId: o.id, userId: other.id, name: "Sara", email: "s@example.test", expertise: "e", academicBackground: "b", status },
    });
  };

  it.each(Object.entries(REQUEST_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => [from, to] as const)))(
    "the owner moves %s → %s, the requester hears of it, and the owner's own answer is not audited",
    async (from, to) => {
      const r = await request(from);
      const before = (await noticesOf(other.id)).length;
      const json = await respondToRequest({ input: { id: r.id, status: to as "accepted" | "declined" }, actor: author });
      expect(json.status).toBe(to);
      expect((await noticesOf(other.id)).slice(before).map((n) => n.type)).toEqual([to === "accepted" ? "request_accepted" : "request_declined"]);
      expect(await auditOf("partnership_request", r.id)).toEqual([]);
    },
  );

  it("an admin answering for the owner is audited; a stranger, and the requester, get a 403", async () => {
    const r = await request();
    for (const actor of [other, await member("user")])
      expect(await codeOf(respondToRequest({ input: { id: r.id, status: "accepted" }, actor }))).toBe("FORBIDDEN");
    await respondToRequest({ input: { id: r.id, status: "declined" }, actor: admin });
    expect((await auditOf("partnership_request", r.id)).map((e) => e.action)).toEqual(["partnership_request.respond"]);
  });

  it("the same answer again changes nothing and tells nobody; a missing request is a 404", async () => {
    const r = await request("accepted");
    const before = (await noticesOf(other.id)).length;
    expect((await respondToRequest({ input: { id: r.id, status: "accepted" }, actor: author })).status).toBe("accepted");
    expect((await noticesOf(other.id)).length).toBe(before);
    await expect(respondToRequest({ input: { id: 999_999, status: "accepted" }, actor: author })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Request not found",
    });
  });
});

describe("contact messages are read through the same mechanism", () => {
  it("Unread → Read once, audited once; only admins", async () => {
    expect(CONTACT_TRANSITIONS.Read).toEqual([]);
    const m = await db.contactMessage.create({ data: { userId: other.id, name: "n", email: "m@example.test", subject: "Hello", message: "text" } });
    expect(await codeOf(markMessageRead({ id: m.id, actor: other }))).toBe("FORBIDDEN");
    expect((await markMessageRead({ id: m.id, actor: admin })).status).toBe("Read");
    expect((await markMessageRead({ id: m.id, actor: admin })).status).toBe("Read");
    const entries = await auditOf("contact_message", m.id);
    expect(entries.map((e) => [e.action, e.summary])).toEqual([["contact.mark_read", "Hello (m@example.test)"]]);
    await expect(markMessageRead({ id: 999_999, actor: admin })).rejects.toMatchObject({ code: "NOT_FOUND", message: "Message not found" });
  });
});
