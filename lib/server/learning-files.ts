import "server-only";
import { AppError, isAppError } from "@/lib/errors";
import { IMAGE_KINDS, type FileKind } from "@/lib/files/files";
import { COVER_MAX_BYTES } from "@/lib/learning/rules";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { forgetUses, type ItemType } from "@/lib/server/item-uses";
import type { StoredFile } from "@/lib/files/storage";
import { claimUpload, releaseUploads, storeUpload, type UploadPurpose } from "@/lib/server/uploads";
import { takeUploadLimit } from "@/lib/server/write-limits";

/**
 * Stores an upload of the learning sections, with the section's own words for a wrong type
 * (a hidden second format or an active PDF keeps its precise reason) and for a file too large.
 */
export async function storeOrExplain({
  file,
  allowed,
  maxBytes,
  wrongType,
  wrongReason,
  purpose,
  uploader,
}: {
  file: File;
  allowed: FileKind[];
  maxBytes: number;
  wrongType: string;
  wrongReason: string;
  purpose: UploadPurpose;
  uploader: Actor;
}) {
  try {
    return await storeUpload({ file, allowed, maxBytes, keepName: true, purpose, uploader });
  } catch (e) {
    if (isAppError(e) && e.code === "UNSUPPORTED_TYPE" && !e.details.reason) throw new AppError("UNSUPPORTED_TYPE", wrongType, { reason: wrongReason });
    if (isAppError(e) && e.code === "TOO_LARGE")
      throw new AppError("TOO_LARGE", `The file must be smaller than ${Math.round(maxBytes / 1024 / 1024)} MB`, { reason: "FILE_TOO_LARGE" });
    throw e;
  }
}

/** An exam's or a book's cover: an image by content, 5 MB at most. */
export const storeCover = (purpose: UploadPurpose, uploader: Actor) => (file: File) =>
  storeOrExplain({
    purpose,
    uploader,
    file,
    allowed: IMAGE_KINDS,
    maxBytes: COVER_MAX_BYTES,
    wrongType: "The cover must be an image (JPEG, PNG, GIF, WebP)",
    wrongReason: "NOT_IMAGE",
  });

/**
 * Stores a record's uploads (a missing file is skipped), then runs `write` with them. If storing or
 * the write fails, every file stored so far is deleted: a refused or failed write leaves no file.
 */
async function withStoredFiles<K extends string, R>(
  uploads: Record<K, { file: File | null; store: (file: File) => Promise<StoredFile> }>,
  write: (files: Record<K, StoredFile | null>) => Promise<R>,
): Promise<R> {
  const stored: StoredFile[] = [];
  try {
    const files = {} as Record<K, StoredFile | null>;
    for (const key of Object.keys(uploads) as K[]) {
      const { file, store } = uploads[key];
      const saved = file ? await store(file) : null;
      if (saved) stored.push(saved);
      files[key] = saved;
    }
    return await write(files);
  } catch (e) {
    await releaseUploads(stored.map((s) => s.key));
    throw e;
  }
}

/**
 * delete.php of a learning item: the row (`remove`), its use records and, for an admin's delete, an
 * audit line in one transaction; its stored files once the row is gone (those no other record names).
 */
export async function deleteLearningItem({
  itemType,
  id,
  summary,
  files,
  auditBy,
  remove,
}: {
  itemType: ItemType;
  id: number;
  summary: string;
  files: (string | null)[];
  auditBy: Actor | null;
  remove: (tx: Prisma.TransactionClient) => Promise<unknown>;
}) {
  await db.$transaction(async (tx) => {
    await remove(tx);
    await forgetUses(tx, itemType, id);
    if (auditBy) await recordAudit(tx, auditBy, { action: `${itemType}.delete`, targetType: itemType, targetId: id, summary });
  });
  await releaseUploads(files);
}

type ItemUpload = { file: File | null; store: (file: File) => Promise<StoredFile>; /** the form field, named when a claim is refused */ field: string };
/** The columns an exam or a book keeps of its stored document. */
export const documentColumns = (f: StoredFile) => ({ fileKey: f.key, fileName: f.name, fileSize: f.size });

type ItemFiles = { document: StoredFile | null; cover: StoredFile | null };

/**
 * An admin's create or update of an exam or a book, a document and an optional cover with it: the
 * upload budget, the files stored (and deleted again if anything fails), both claimed for the item
 * in the write's transaction with its audit line, then the files they replace released once it is
 * committed. `required`: the refusal when a create comes without its document.
 */
export async function saveLearningItem<Row extends { id: number }>({
  purpose,
  actor,
  document,
  cover,
  required,
  write,
  audit,
  replaced = () => [],
}: {
  purpose: UploadPurpose & ItemType;
  actor: Actor;
  document: ItemUpload;
  cover: ItemUpload;
  required?: string;
  write: (tx: Prisma.TransactionClient, files: ItemFiles) => Promise<Row>;
  audit: (row: Row, files: ItemFiles) => { action: string; summary: string };
  replaced?: (files: ItemFiles) => (string | null)[];
}): Promise<Row> {
  await takeUploadLimit(actor, [document.file, cover.file]);
  if (required && !document.file) throw new AppError("BAD_REQUEST", required, { reason: "NO_FILE" });
  return withStoredFiles({ document, cover }, async (files) => {
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: files.document?.path, purpose, actor, field: document.field });
      await claimUpload(tx, { value: files.cover?.path, purpose, actor, field: cover.field });
      const row = await write(tx, files);
      await recordAudit(tx, actor, { ...audit(row, files), targetType: purpose, targetId: row.id });
      return row;
    });
    await releaseUploads(replaced(files));
    return row;
  });
}
