import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { postTagRows } from "@/lib/articles/tags";

/** A post's tags follow its keywords: called in the same transaction as every write of them. */
export async function writePostTags(tx: Prisma.TransactionClient, postId: number, keywords: string) {
  await tx.postTag.deleteMany({ where: { postId } });
  const rows = postTagRows(postId, keywords);
  if (rows.length) await tx.postTag.createMany({ data: rows });
}
