import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EnglishNames } from "@/lib/learning/names";

// The English names of the learning categories and book types (see lib/learning/names.ts).

/** The English names of those of `values` that have one, in one query. */
export async function englishNames(values: Iterable<string>): Promise<EnglishNames> {
  const ar = [...new Set([...values].map((v) => v.trim()).filter(Boolean))];
  if (ar.length === 0) return {};
  const rows = await db.learningLabel.findMany({ where: { ar: { in: ar } } });
  return Object.fromEntries(rows.map((r) => [r.ar, r.en]));
}

/**
 * Gives `ar` the English name `en` (replacing the one it had); an empty name or category changes
 * nothing. On an edit that moves the item from the category `previous` to another, the edit form
 * still holds the previous category's English name: that one is not given to the new category.
 */
export async function saveEnglishName(tx: Prisma.TransactionClient, ar: string, en: string | undefined, previous?: string) {
  const key = ar.trim();
  if (!key || !en) return;
  const before = previous?.trim();
  if (before && before !== key && (await tx.learningLabel.findUnique({ where: { ar: before } }))?.en === en) return;
  await tx.learningLabel.upsert({ where: { ar: key }, create: { ar: key, en }, update: { en } });
}
