import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DELETED_MEMBER_NAME } from "@/lib/profile/types";

// Removing an account, two ways. Both run inside the caller's transaction.
//
// - Anonymizing (a member deleting themselves, an admin's delete_user): the row stays as an
//   anonymous tombstone so that what the member wrote (articles, questions, answers, opportunities,
//   projects, resources) keeps its place and an author, 'عضو محذوف' / 'Deleted member'. Personal
//   fields, sign-in, sessions, tokens, bookmarks, notifications and the contact details in their
//   requests go. An accepted answer stays accepted.
// - Purging (an admin's purge_user, for spam): the account and everything it wrote are removed.
//   Uploaded files that only the removed rows named are left to the orphan sweep
//   (lib/server/upload-sweep.ts), which never deletes a file another record names.

type Tx = Prisma.TransactionClient;

/** The placeholder e-mail of an anonymized account: unique, never deliverable, free to register again. */
export const deletedEmailOf = (id: string) => `deleted-${id}@deleted.invalid`;

/** Anonymizes the account `id` (whose current display name is `name`, to rewrite its snapshots). */
export async function anonymizeAccount(tx: Tx, { id, name }: { id: string; name: string }) {
  await tx.user.update({
    where: { id },
    data: {
      name: DELETED_MEMBER_NAME,
      email: deletedEmailOf(id),
      emailVerified: false,
      image: null,
      username: null,
      phone: null,
      bio: null,
      location: null,
      searchKey: "",
      role: "user",
      notifyInApp: false,
      notifyEmail: false,
      deletedAt: new Date(),
    },
  });
  await tx.session.deleteMany({ where: { userId: id } });
  await tx.account.deleteMany({ where: { userId: id } });
  await tx.passwordResetToken.deleteMany({ where: { userId: id } });
  await tx.emailVerificationToken.deleteMany({ where: { userId: id } });
  await tx.notification.deleteMany({ where: { userId: id } });
  await tx.postBookmark.deleteMany({ where: { userId: id } });
  // applications only make sense with a member to contact: lists and counts leave them out
  await tx.topicApplication.deleteMany({ where: { userId: id } });
  // what they wrote stays, under the deleted member's name
  await tx.question.updateMany({ where: { userId: id }, data: { authorName: DELETED_MEMBER_NAME } });
  await tx.answer.updateMany({ where: { userId: id }, data: { authorName: DELETED_MEMBER_NAME } });
  await tx.opportunity.updateMany({ where: { userId: id }, data: { authorName: DELETED_MEMBER_NAME } });
  await tx.researchProject.updateMany({ where: { userId: id }, data: { authorName: DELETED_MEMBER_NAME } });
  await tx.article.updateMany({ where: { userId: id }, data: { authorName: DELETED_MEMBER_NAME } });
  await tx.partnershipRequest.updateMany({ where: { userId: id }, data: { name: DELETED_MEMBER_NAME, email: "", phone: null } });
  // where the author is a free text, only the member's own name is theirs to take back
  if (name) {
    await tx.post.updateMany({ where: { createdById: id, author: name }, data: { author: DELETED_MEMBER_NAME } });
    await tx.topic.updateMany({ where: { userId: id, author: name }, data: { author: DELETED_MEMBER_NAME } });
    await tx.learningResource.updateMany({ where: { userId: id, author: name }, data: { author: DELETED_MEMBER_NAME } });
  }
}

export type PurgeCounts = { posts: number; questions: number; answers: number; opportunities: number; projects: number; topics: number; resources: number };

/** Removes the account `id` and everything it wrote; answers how much of each kind went. */
export async function purgeAccount(tx: Tx, id: string): Promise<PurgeCounts> {
  const [questions, answers, opportunities, projects, topics] = await Promise.all([
    tx.question.count({ where: { userId: id } }),
    tx.answer.count({ where: { userId: id } }),
    tx.opportunity.count({ where: { userId: id } }),
    tx.researchProject.count({ where: { userId: id } }),
    tx.topic.count({ where: { userId: id } }),
  ]);
  // rows that name the member without a foreign key (history tables) or keep their post on SetNull
  const posts = (await tx.post.deleteMany({ where: { createdById: id } })).count;
  const resources = (await tx.learningResource.deleteMany({ where: { userId: id } })).count;
  await tx.article.deleteMany({ where: { userId: id } });
  await tx.contactMessage.deleteMany({ where: { userId: id } });
  await tx.examRating.deleteMany({ where: { userId: id } });
  // the rest cascades from the user row: questions (and the answers under them), answers,
  // votes, opportunities, projects, requests, topics, applications, likes, bookmarks, views,
  // notifications, sessions, credentials and tokens
  await tx.user.delete({ where: { id } });
  return { posts, questions, answers, opportunities, projects, topics, resources };
}
