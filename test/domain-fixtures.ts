// Rows for the domain tests (test/database.ts): members of each role and one item of each kind,
// in the status a test asks for, with only the columns the schema requires.
import { randomUUID } from "node:crypto";
import type { Role } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { db } from "@/test/database";

export async function member(role: Role = "user", extra: { emailVerified?: boolean; handle?: string } = {}): Promise<Actor> {
  const id = randomUUID();
  const email = `${id}@example.test`;
  const name = `member ${id.slice(0, 6)}`;
  await db.user.create({ data: { id, email, name, role, ...extra } });
  return { id, email, name, role, image: null };
}

/** How a domain call ends: "ok", or the code of the AppError it throws (any other error fails the test). */
export const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e) => (e instanceof AppError ? e.code : Promise.reject(e)),
  );

const text = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

export const make = {
  question: (userId: string, status = "pending") =>
    db.question.create({ data: { title: text("question"), description: "d", userId, authorName: "a", status } }),
  answer: async (userId: string, questionId: number) => db.answer.create({ data: { questionId, text: text("answer"), userId, authorName: "a" } }),
  topic: (userId: string, status = "Under Review") =>
    db.topic.create({ data: { title: text("topic"), author: "a", requirements: "r", deadline: "2099-01-01", userId, status } }),
  resource: (userId: string | null, status = "Draft") =>
    db.learningResource.create({ data: { title: text("resource"), type: "book", author: "a", userId, status } }),
  opportunity: (userId: string, status = "pending") =>
    db.opportunity.create({ data: { title: text("opportunity"), description: "d", contactEmail: "c@example.test", authorName: "a", userId, status } }),
  project: (userId: string) =>
    db.researchProject.create({ data: { title: text("project"), description: "d", institution: "i", requiredExpertise: "e", authorName: "a", userId } }),
  post: () => db.post.create({ data: { title: text("post"), author: "a", content: "c" } }),
  article: (userId: string, status = "draft") => db.article.create({ data: { title: text("article"), authorName: "a", abstractAr: "ملخص", userId, status } }),
  comment: async (userId: string) => {
    const post = await make.post();
    return db.comment.create({ data: { postId: post.id, userId, text: text("comment") } });
  },
};

/** The audit entries of one target, oldest first. */
export const auditOf = (targetType: string, targetId: string | number) =>
  db.auditEntry.findMany({ where: { targetType, targetId: String(targetId) }, orderBy: { id: "asc" } });

/** The notifications a member has, oldest first. */
export const noticesOf = (userId: string) => db.notification.findMany({ where: { userId }, orderBy: { id: "asc" } });
