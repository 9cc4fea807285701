import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/session";
import { coAuthorInvitationPath } from "@/lib/articles/types";
import type { TArticleInput, TCoAuthorAnswerInput } from "@/lib/schemas/articles";
import { recordAudit } from "@/lib/server/audit";
import { notify } from "@/lib/server/notifications";
import { notHidden } from "@/lib/server/hidden";

// Co-authorship by consent. An author may name any member as a co-author, but the member decides
// whether the article is theirs: until they accept, their name shows as plain text and the article
// is not on their feed, their followers' Following tab or digest; declining unlinks the name.

type Tx = Prisma.TransactionClient;

/** Posts (or articles) co-authored by one of `userIds` who accepted being named. */
export const coAuthoredBy = (userIds: string | string[]) =>
  ({ coAuthors: { some: { userId: typeof userIds === "string" ? userIds : { in: userIds }, confirmedAt: { not: null } } } }) satisfies Prisma.ArticleWhereInput;

/**
 * Writes the ordered co-author rows (replaced whole on every save). A member who had already
 * answered keeps their answer; a member named for the first time is asked, in-app and by mail in
 * their own language. An author naming themself needs no one's consent.
 */
export async function writeCoAuthors(tx: Tx, { articleId, title, input, actor }: { articleId: number; title: string; input: TArticleInput; actor: Actor }) {
  const before = await tx.articleAuthor.findMany({ where: { articleId, userId: { not: null } }, select: { userId: true, confirmedAt: true } });
  const answered = new Map(before.map((r) => [r.userId!, r.confirmedAt]));
  await tx.articleAuthor.deleteMany({ where: { articleId } });
  if (!input.co_authors.length) return;
  const now = new Date();
  await tx.articleAuthor.createMany({
    data: input.co_authors.map((c, position) => ({
      articleId,
      position,
      name: c.name,
      affiliation: c.affiliation,
      orcid: c.orcid,
      userId: c.user_id,
      confirmedAt: c.user_id ? (answered.get(c.user_id) ?? (c.user_id === actor.id ? now : null)) : null,
    })),
  });
  const asked = new Set(input.co_authors.flatMap((c) => (c.user_id && !answered.has(c.user_id) && c.user_id !== actor.id ? [c.user_id] : [])));
  for (const userId of asked) {
    await notify(tx, { userId, actorId: actor.id, type: "co_author_invited", params: { name: actor.name, title }, link: coAuthorInvitationPath(articleId) });
  }
}

/** The invitation page: what the member was named on, and whether they answered. */
export async function getCoAuthorInvitation({ id, actor }: { id: number; actor: Actor }) {
  const row = await db.articleAuthor.findFirst({
    where: { articleId: id, userId: actor.id, article: notHidden },
    select: {
      confirmedAt: true,
      article: { select: { id: true, title: true, titleEn: true, abstractAr: true, abstractEn: true, authorName: true, status: true } },
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "Invitation not found");
  const a = row.article;
  return {
    article_id: a.id,
    title_ar: a.title,
    title_en: a.titleEn,
    abstract_ar: a.abstractAr,
    abstract_en: a.abstractEn,
    author: a.authorName,
    accepted: row.confirmedAt !== null,
  };
}

/** co_author.php: the named member accepts (the name links to them) or declines (the name stays, unlinked). */
export async function answerCoAuthorship({ input, actor }: { input: TCoAuthorAnswerInput; actor: Actor }) {
  return db.$transaction(async (tx) => {
    const article = await tx.article.findFirst({
      where: { id: input.id, ...notHidden, coAuthors: { some: { userId: actor.id } } },
      select: { id: true, title: true, userId: true },
    });
    if (!article) throw new AppError("NOT_FOUND", "Invitation not found");
    const mine = { articleId: article.id, userId: actor.id };
    if (input.accept) await tx.articleAuthor.updateMany({ where: { ...mine, confirmedAt: null }, data: { confirmedAt: new Date() } });
    else await tx.articleAuthor.updateMany({ where: mine, data: { userId: null, confirmedAt: null } });
    const action = input.accept ? "article.co_author_accept" : "article.co_author_decline";
    await recordAudit(tx, actor, { action, targetType: "article", targetId: article.id, summary: article.title });
    if (article.userId) {
      const type = input.accept ? "co_author_accepted" : "co_author_declined";
      await notify(tx, { userId: article.userId, actorId: actor.id, type, params: { name: actor.name, title: article.title }, link: "/profile" });
    }
    return { article_id: article.id, accepted: input.accept };
  });
}
