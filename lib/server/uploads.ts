import "server-only";
import { db } from "@/lib/db";
import type { LearningItem } from "@/lib/admin-sections";
import { AppError } from "@/lib/errors";
import type { FileKind } from "@/lib/files/files";
import type { Prisma } from "@/lib/generated/prisma/client";
import { validationText } from "@/lib/http/validation";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { deleteStored, keyOf, saveUpload, type StoredFile } from "@/lib/files/storage";
import { countRecordsNaming } from "@/lib/server/upload-references";

// Who may name a stored file, and when a file goes. Every upload has an owner row (Upload): its
// uploader and the kind of record it was uploaded for. A record may name only a file that its own
// author uploaded for that kind of record (for the records admins make, any admin's upload of that
// kind), so nobody can put another member's file into a record of their own and delete it with
// the record. A file is deleted only when no record names it any more, counted at that moment.

/** The kinds of record an upload is made for. */
export type UploadPurpose = "post" | "question" | "project" | "avatar" | "article" | "review" | LearningItem;
/** Records only admins make: any admin may name an admin's upload for them. */
const ADMIN_PURPOSES: ReadonlySet<UploadPurpose> = new Set(["post", "exam", "book"]);

/** A standalone upload no record claims within this time is swept away. */
export const UNCLAIMED_GRACE_MS = 60 * 60 * 1000;

type Tx = Prisma.TransactionClient;

/**
 * Keeps an uploaded file (lib/files/storage.ts: kind by content, size-limited, random name) and records
 * who uploaded it for which kind of record. `uploader` null: a sign-up's picture, adopted by the
 * new account (`adoptUpload`). If the owner row cannot be written, the file goes too.
 */
export async function storeUpload({
  file,
  allowed,
  maxBytes,
  keepName,
  resize,
  purpose,
  uploader,
}: {
  file: File;
  allowed: FileKind[];
  maxBytes: number;
  keepName?: boolean;
  /** a photo is also kept resized, for `srcset` (lib/files/storage.ts saveUpload) */
  resize?: boolean;
  purpose: UploadPurpose;
  uploader: Actor | null;
}): Promise<StoredFile> {
  const stored = await saveUpload({ file, allowed, maxBytes, keepName, resize });
  try {
    await db.upload.create({ data: { key: stored.key, purpose, uploaderId: uploader?.id ?? null } });
  } catch (e) {
    await deleteStored(stored.key);
    throw e;
  }
  return stored;
}

/** The new account takes the picture its sign-up stored, as if it had uploaded it itself. */
export async function adoptUpload({ path, purpose, userId }: { path: string; purpose: UploadPurpose; userId: string }) {
  const key = keyOf(path);
  if (key) await db.upload.updateMany({ where: { key, purpose, uploaderId: null }, data: { uploaderId: userId, claimedAt: new Date() } });
}

const notYours = (field: string) => new AppError("BAD_REQUEST", `${field}: ${validationText("uploadNotYours")}`, { reason: "UPLOAD_NOT_OWNED" });

/**
 * The stored key a client's value names (`/uploads/<key>`), null when it names no upload (an
 * external address, a file shipped with the site). A path into the upload folder in any other
 * spelling (`uploads/<key>`, `/uploads//…`, `/UPLOADS/…`, `/./uploads/…`) is refused: it would
 * show a stored file without being counted as naming it.
 */
export function namedUploadKey(value: string | null | undefined, field: string): string | null {
  const v = (value ?? "").trim();
  if (!v) return null;
  const key = keyOf(v);
  if (key && v.startsWith("/uploads/")) return key;
  let decoded = v;
  try {
    decoded = decodeURIComponent(v);
  } catch {
    // an undecodable path is no upload path either
  }
  const local = decoded.replace(/\\/g, "/").replace(/^(?:\.?\/+)+/, "");
  if (/^(?:\.\/)*uploads(?:\/|$)/i.test(local)) throw notYours(field);
  return null;
}

/**
 * Inside the record's write transaction: the record may name `value` in `field` only when the
 * acting user uploaded it for this kind of record (admins: any admin's upload, for admins'
 * records); else a 400 naming the field. `current`: what the record named before (an unchanged
 * name is kept without asking). The owner row is updated, so a concurrent release of the same
 * file waits for this transaction and then counts this record.
 */
export async function claimUpload(
  tx: Tx,
  {
    value,
    purpose,
    actor,
    field,
    current = [],
  }: { value: string | null | undefined; purpose: UploadPurpose; actor: Actor; field: string; current?: (string | null)[] },
) {
  const key = namedUploadKey(value, field);
  if (!key || current.some((c) => c === value)) return;
  const anyAdmins = ADMIN_PURPOSES.has(purpose) && isAdminRole(actor.role);
  const { count } = await tx.upload.updateMany({ where: { key, purpose, ...(anyAdmins ? {} : { uploaderId: actor.id }) }, data: { claimedAt: new Date() } });
  if (count === 0) throw notYours(field);
}

class StillNamed extends Error {}

/**
 * Deletes the stored files among `values` (public paths or keys) that no record names any more,
 * with their owner rows; a file some record still names stays. Returns the keys removed.
 */
export async function releaseUploads(values: (string | null | undefined)[]): Promise<string[]> {
  const keys = [...new Set(values.map((v) => keyOf(v)).filter((k): k is string => k !== null))];
  const removed: string[] = [];
  for (const key of keys) {
    // the owner row first: a claim of this file in flight holds it, so the count below sees its record
    const gone = await db
      .$transaction(async (tx) => {
        await tx.upload.deleteMany({ where: { key } });
        if ((await countRecordsNaming(tx, key)) > 0) throw new StillNamed();
      })
      .then(
        () => true,
        (e) => {
          if (e instanceof StillNamed) return false;
          throw e;
        },
      );
    if (!gone) continue;
    await deleteStored(key);
    removed.push(key);
  }
  return removed;
}

/**
 * Standalone uploads (an image uploaded for a question that was never asked, say) that no record
 * claimed within `graceMs` are removed; one a record names after all is marked claimed.
 */
export async function sweepUnclaimedUploads({ now = new Date(), graceMs = UNCLAIMED_GRACE_MS, batch = 200 } = {}): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const stale = await db.upload.findMany({
      where: { claimedAt: null, createdAt: { lt: new Date(now.getTime() - graceMs) } },
      select: { key: true },
      orderBy: { createdAt: "asc" },
      take: batch,
    });
    for (const { key } of stale) {
      const gone = await releaseUploads([key]);
      if (gone.length > 0) removed.push(...gone);
      else await db.upload.updateMany({ where: { key, claimedAt: null }, data: { claimedAt: now } });
    }
    if (stale.length < batch) return removed;
  }
}
