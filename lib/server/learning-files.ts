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

/** What a learning section accepts as one of its files: the kinds, the size, and its own words for a wrong type. */
export type FileRule = { allowed: FileKind[]; maxBytes: number; wrongType: string; wrongReason: string };

/**
 * Stores an upload of the learning sections, with the section's own words for a wrong type
 * (a hidden second format or an active PDF keeps its precise reason) and for a file too large.
 */
export async function storeOrExplain({
  file,
  rule: { allowed, maxBytes, wrongType, wrongReason },
  purpose,
  uploader,
}: {
  file: File;
  rule: FileRule;
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
const COVER: FileRule = {
  allowed: IMAGE_KINDS,
  maxBytes: COVER_MAX_BYTES,
  wrongType: "The cover must be an image (JPEG, PNG, GIF, WebP)",
  wrongReason: "NOT_IMAGE",
};

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

/** An exam's or a book's files: what they are uploaded as, the document's rule, and the form fields they come in (named when a claim is refused). */
export type ItemFiles = { purpose: UploadPurpose & ItemType; document: FileRule; fields: { document: string; cover: string } };
/** An update's fields: each one the input gives, the others as the row has them. */
export const updatedFields = <R, K extends keyof R>(before: R, input: { [P in K]?: R[P] }, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, input[k] ?? before[k]])) as Pick<R, K>;

/** The columns an exam or a book keeps of its stored document. */
export const documentColumns = (f: StoredFile) => ({ fileKey: f.key, fileName: f.name, fileSize: f.size });

type Stored = { document: StoredFile | null; cover: StoredFile | null };

/**
 * An admin's create or update of an exam or a book, a document and an optional cover with it: the
 * upload budget, the files stored (and deleted again if anything fails), both claimed for the item
 * in the write's transaction with its audit line, then the files they replace released once it is
 * committed. `required`: the refusal when a create comes without its document; `replacing`, on an
 * update: the keys of the files the row holds now (each goes once a new one has taken its place).
 */
export async function saveLearningItem<Row extends { id: number }>({
  kind: { purpose, document: rule, fields },
  actor,
  files: { document, cover },
  required,
  write,
  audit,
  replacing,
}: {
  kind: ItemFiles;
  actor: Actor;
  files: { document: File | null; cover: File | null };
  required?: string;
  write: (tx: Prisma.TransactionClient, files: Stored) => Promise<Row>;
  audit: (row: Row, files: Stored) => { action: string; summary: string };
  replacing?: { document: string | null; cover: string | null };
}): Promise<Row> {
  await takeUploadLimit(actor, [document, cover]);
  if (required && !document) throw new AppError("BAD_REQUEST", required, { reason: "NO_FILE" });
  const store = (rule: FileRule) => (file: File) => storeOrExplain({ file, rule, purpose, uploader: actor });
  const uploads = { document: { file: document, store: store(rule) }, cover: { file: cover, store: store(COVER) } };
  return withStoredFiles(uploads, async (files) => {
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: files.document?.path, purpose, actor, field: fields.document });
      await claimUpload(tx, { value: files.cover?.path, purpose, actor, field: fields.cover });
      const row = await write(tx, files);
      await recordAudit(tx, actor, { ...audit(row, files), targetType: purpose, targetId: row.id });
      return row;
    });
    if (replacing) await releaseUploads([files.document ? replacing.document : null, files.cover ? replacing.cover : null]);
    return row;
  });
}
