import "server-only";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { BOOK_KINDS } from "@/lib/files/files";
import { RESOURCE_FILE_MAX_BYTES, type ResourceStatus, type ResourceType } from "@/lib/learning/rules";
import type { ResourceJson } from "@/lib/learning/types";
import { assertAdmin } from "@/lib/auth/roles";
import type { TResourceInput, TResourceListQuery, TResourceUpdate } from "@/lib/schemas/resources";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import type { LearningResource } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { countedDownload, countUses } from "@/lib/server/item-uses";
import { deleteLearningItem, storeOrExplain, type FileRule } from "@/lib/server/learning-files";
import { notHidden } from "@/lib/server/hidden";
import { findPage } from "@/lib/server/paging";
import { claimUpload, releaseUploads } from "@/lib/server/uploads";
import { takeUploadLimit, takeWriteLimit } from "@/lib/server/write-limits";

// Lectures and workshops: links and documents. A member's resource is a
// Draft until an admin publishes it; members see Published ones and their own; views are opens,
// counted once per member and day.

export const RESOURCE_TEXT = {
  REQUIRED: "Please fill in all required fields",
  WRONG_TYPE: "Only PDF, DOC or DOCX documents are accepted",
  NOT_FOUND: "Resource not found",
} as const;

type ResourceRow = Pick<LearningResource, "id" | "title" | "description" | "type" | "author" | "status" | "downloadUrl" | "fileName" | "userId" | "createdAt">;

export const resourceFilePath = (r: Pick<ResourceRow, "id" | "fileName">) =>
  r.fileName ? `/backend/api/resources/open.php/${encodeURIComponent(r.fileName)}?id=${r.id}` : null;

function serializeResource(r: ResourceRow, views: number, actor: Actor): ResourceJson {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type as ResourceType,
    author: r.author,
    status: r.status as ResourceStatus,
    views,
    download_url: r.downloadUrl,
    file_path: resourceFilePath(r),
    created_at: r.createdAt.toISOString(),
    is_owner: r.userId === actor.id,
  };
}

const keyOf = (r: { title: string; description: string; author: string; type: string }) => indexedKeyOf(r.title, r.description, r.author, r.type);
/** Who sees a resource: admins all; members Published ones and their own. */
const visibleTo = (actor: Actor) => (isAdminRole(actor.role) ? {} : { ...notHidden, OR: [{ status: "Published" }, { userId: actor.id }] });

/** read.php: newest first; `?type=`; `?admin=true` (admins) every status. */
export async function findResources({ query, actor }: { query: TResourceListQuery; actor: Actor }) {
  if (query.admin) assertAdmin(actor);
  const visible = query.admin ? {} : { OR: [{ status: "Published" }, { userId: actor.id }] };
  const where = { AND: [visible, notHidden, query.type ? { type: query.type } : {}, query.status ? { status: query.status } : {}] };
  const { rows, paging } = await findPage({
    query,
    search: "LearningResource",
    rows: (narrowing, window) => db.learningResource.findMany({ where: { AND: [...where.AND, narrowing] }, ...window }),
    count: () => db.learningResource.count({ where }),
  });
  const views = await countUses(
    "resource",
    rows.map((r) => r.id),
  );
  return { resources: rows.map((r) => serializeResource(r, views.get(r.id) ?? 0, actor)), ...paging };
}

async function getVisibleOrThrow(id: number, actor: Actor) {
  const row = await db.learningResource.findFirst({ where: { AND: [{ id }, visibleTo(actor)] } });
  if (!row) throw new AppError("NOT_FOUND", RESOURCE_TEXT.NOT_FOUND);
  return row;
}

const RESOURCE_DOCUMENT: FileRule = {
  allowed: BOOK_KINDS,
  maxBytes: RESOURCE_FILE_MAX_BYTES,
  wrongType: RESOURCE_TEXT.WRONG_TYPE,
  wrongReason: "NOT_DOCUMENT",
};
const storeDocument = (file: File, actor: Actor) => storeOrExplain({ file, rule: RESOURCE_DOCUMENT, purpose: "resource", uploader: actor });

/**
 * create.php. A member's resource needs a description and a link or a document, and waits as a
 * Draft; an admin chooses Draft or Published and names the author.
 */
export async function createResource({ input, document, actor }: { input: TResourceInput; document: File | null; actor: Actor }) {
  await takeWriteLimit("resource", actor);
  await takeUploadLimit(actor, [document]);
  const admin = isAdminRole(actor.role);
  if (!input.download_url && !document) throw new AppError("BAD_REQUEST", RESOURCE_TEXT.REQUIRED, { reason: "LINK_OR_FILE" });
  if (!admin && !input.description) throw new AppError("BAD_REQUEST", RESOURCE_TEXT.REQUIRED, { reason: "REQUIRED" });
  const author = (admin ? input.author : "") || actor.name.trim() || actor.email;
  const status = admin ? (input.status ?? "Draft") : "Draft";
  const doc = document ? await storeDocument(document, actor) : null;
  try {
    const data = {
      title: input.title,
      description: input.description,
      type: input.type,
      author,
      status,
      downloadUrl: input.download_url,
      fileKey: doc?.key ?? null,
      fileName: doc?.name ?? null,
      userId: actor.id,
      searchKey: keyOf({ ...input, author }),
    };
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: doc?.path, purpose: "resource", actor, field: "document" });
      const r = await tx.learningResource.create({ data });
      if (admin)
        await recordAudit(tx, actor, { action: "resource.create", targetType: "resource", targetId: r.id, summary: r.title, detail: { to: r.status } });
      return r;
    });
    return serializeResource(row, 0, actor);
  } catch (e) {
    if (doc) await releaseUploads([doc.key]);
    throw e;
  }
}

/** update.php (admins): any of the fields, the status, and optionally a new document. */
export async function updateResource({ input, document, actor }: { input: TResourceUpdate; document: File | null; actor: Actor }) {
  assertAdmin(actor);
  await takeUploadLimit(actor, [document]);
  const before = await getVisibleOrThrow(input.id, actor);
  const doc = document ? await storeDocument(document, actor) : null;
  try {
    const next = {
      title: input.title ?? before.title,
      description: input.description ?? before.description,
      type: input.type ?? before.type,
      author: input.author ?? before.author,
      downloadUrl: input.download_url !== undefined ? input.download_url : before.downloadUrl,
    };
    if (!next.downloadUrl && !doc && !before.fileKey) throw new AppError("BAD_REQUEST", RESOURCE_TEXT.REQUIRED, { reason: "LINK_OR_FILE" });
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: doc?.path, purpose: "resource", actor, field: "document" });
      await tx.learningResource.update({
        where: { id: input.id },
        data: { ...next, ...(doc ? { fileKey: doc.key, fileName: doc.name } : {}), searchKey: keyOf(next) },
      });
      // a new status moves along the resource's map (and is recorded there); a plain edit is recorded here
      if (input.status && input.status !== before.status) await moveStatus({ kind: "resource", id: input.id, to: input.status, actor, tx });
      else
        await recordAudit(tx, actor, {
          action: "resource.update",
          targetType: "resource",
          targetId: input.id,
          summary: next.title,
          detail: { to: before.status },
        });
      return tx.learningResource.findUniqueOrThrow({ where: { id: input.id } });
    });
    if (doc) await releaseUploads([before.fileKey]);
    return serializeResource(row, (await countUses("resource", [row.id])).get(row.id) ?? 0, actor);
  } catch (e) {
    if (doc) await releaseUploads([doc.key]);
    throw e;
  }
}

/** delete.php: an admin, or the author while it is still a Draft; its document goes too. */
export async function deleteResource({ id, actor }: { id: number; actor: Actor }) {
  const row = await getVisibleOrThrow(id, actor);
  const admin = isAdminRole(actor.role);
  if (!admin && !(row.userId === actor.id && row.status === "Draft")) throw new AppError("FORBIDDEN");
  await deleteLearningItem({
    itemType: "resource",
    id,
    summary: row.title,
    files: [row.fileKey],
    auditBy: admin ? actor : null,
    remove: (tx) => tx.learningResource.delete({ where: { id } }),
  });
}

/** open.php: one view per member and day, then the document (when there is one) or a 302 to the link. */
export async function openResource({ id, actor }: { id: number; actor: Actor }) {
  const row = await getVisibleOrThrow(id, actor);
  const file = row.fileKey ? { key: row.fileKey, name: row.fileName ?? undefined } : row.downloadUrl ? { link: row.downloadUrl } : null;
  return countedDownload(file, { itemType: "resource", itemId: id, userId: actor.id });
}
