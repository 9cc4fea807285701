import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import type { TContactInfoInput, TContactMessageInput, TContactMessagesQuery } from "@/lib/schemas/contact";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { takeWriteLimit } from "@/lib/server/write-limits";
import type { ContactInfo, ContactMessageJson } from "@/lib/contact/types";

const EMPTY_INFO: ContactInfo = { address: "", email: "", phone: "" };

export async function getContactInfo(): Promise<ContactInfo> {
  const row = await db.contactInfo.findUnique({ where: { id: 1 } });
  return row ? { address: row.address, email: row.email, phone: row.phone } : EMPTY_INFO;
}

export async function updateContactInfo({ input, actor }: { input: TContactInfoInput; actor: Actor }) {
  assertAdmin(actor);
  await db.$transaction(async (tx) => {
    await tx.contactInfo.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input });
    await recordAudit(tx, actor, { action: "contact.update_info", targetType: "contact_info", targetId: 1, summary: `${input.email} · ${input.phone}` });
  });
  return getContactInfo();
}

function serializeMessage(m: {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
}): ContactMessageJson {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    status: m.status === "Read" ? "Read" : "Unread",
    created_at: m.createdAt.toISOString(),
  };
}

/** A member's message to the admins (limited per member); the limit is counted before anything is stored. */
export async function sendContactMessage({ input, actor }: { input: TContactMessageInput; actor: Actor }) {
  await takeWriteLimit("contact", actor);
  const row = await db.contactMessage.create({ data: { ...input, userId: actor.id } });
  return serializeMessage(row);
}

export const countUnreadMessages = () => db.contactMessage.count({ where: { status: "Unread" } });

/** Newest first, optionally one status, with the unread count for the navigation badge. */
export async function findContactMessages({ query, actor }: { query: TContactMessagesQuery; actor: Actor }) {
  assertAdmin(actor);
  const [rows, unread] = await Promise.all([
    db.contactMessage.findMany({ where: query.status ? { status: query.status } : {}, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 500 }),
    countUnreadMessages(),
  ]);
  return { messages: rows.map(serializeMessage), unread };
}

async function getMessageOrThrow(id: number) {
  const row = await db.contactMessage.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", "Message not found");
  return row;
}

/** Unread → Read, through the moderation mechanism; already read is a no-op and records nothing. */
export async function markMessageRead({ id, actor }: { id: number; actor: Actor }) {
  await moveStatus({ kind: "contact_message", id, to: "Read", actor });
  return serializeMessage(await getMessageOrThrow(id));
}

export async function deleteContactMessage({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const current = await getMessageOrThrow(id);
  await db.$transaction(async (tx) => {
    await tx.contactMessage.delete({ where: { id } });
    await recordAudit(tx, actor, { action: "contact.delete", targetType: "contact_message", targetId: id, summary: `${current.subject} (${current.email})` });
  });
}
