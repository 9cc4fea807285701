import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import type { TUpdateEditInput, TUpdateInput } from "@/lib/schemas/updates";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";

type UpdateRow = { id: number; title: string; summary: string; author: string; category: string; date: Date };

/** An update as updates/read.php answers it: `{id,title,summary,author,category,date}`, the date as ISO 8601. */
export function serializeUpdate(u: UpdateRow) {
  return { id: u.id, title: u.title, summary: u.summary, author: u.author, category: u.category, date: u.date.toISOString() };
}

const ORDER = [{ date: "desc" as const }, { id: "desc" as const }];

/** The updates panel: newest first, a bounded number. */
export async function findLatestUpdates({ limit = 10 }: { limit?: number } = {}) {
  return db.latestUpdate.findMany({ orderBy: ORDER, take: limit });
}

/** read.php and the manager: every update, newest first (a short list kept by the admins). */
export async function findAllUpdates() {
  return (await db.latestUpdate.findMany({ orderBy: ORDER, take: 500 })).map(serializeUpdate);
}

/** A calendar day is stored at noon UTC, so it reads as the same day in every time zone near ours. */
const dayToDate = (day: string) => new Date(`${day}T12:00:00.000Z`);
const dataOf = (i: TUpdateInput) => ({ title: i.title, summary: i.summary, author: i.author, category: i.category, date: dayToDate(i.date) });

export async function createUpdate({ input, actor }: { input: TUpdateInput; actor: Actor }) {
  assertAdmin(actor);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.latestUpdate.create({ data: dataOf(input) });
    await recordAudit(tx, actor, { action: "update.create", targetType: "latest_update", targetId: created.id, summary: created.title });
    return created;
  });
  return serializeUpdate(row);
}

async function getUpdateOrThrow(id: number) {
  const row = await db.latestUpdate.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", "Update not found");
  return row;
}

export async function editUpdate({ input, actor }: { input: TUpdateEditInput; actor: Actor }) {
  assertAdmin(actor);
  await getUpdateOrThrow(input.id);
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.latestUpdate.update({ where: { id: input.id }, data: dataOf(input) });
    await recordAudit(tx, actor, { action: "update.update", targetType: "latest_update", targetId: input.id, summary: updated.title });
    return updated;
  });
  return serializeUpdate(row);
}

export async function deleteUpdate({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const { title } = await getUpdateOrThrow(id);
  await db.$transaction(async (tx) => {
    await tx.latestUpdate.delete({ where: { id } });
    await recordAudit(tx, actor, { action: "update.delete", targetType: "latest_update", targetId: id, summary: title });
  });
}
