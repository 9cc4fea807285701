import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { link, mkdir, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { unsafeContent } from "@/lib/files/file-safety";
import { s3Driver } from "@/lib/files/storage-s3";
import { EXTENSION, isTraversalName, MIME, safeDownloadName, sniffFileKind, STORED_NAME, type FileKind } from "@/lib/files/files";
import { IMAGE_WIDTHS, isResizable, originalOfVariant, variantKey } from "@/lib/files/variants";
import { logger } from "@/lib/logger";

// The one file service: every upload and download of the product keeps or reads its bytes here,
// so no other code chooses a file name or trusts a client's type. Files are kept under random names
// chosen by us; their kind is proved by their content; limits hold while the bytes arrive. Where
// the bytes live is a driver: the local disk (default) or S3-compatible object storage when
// S3_BUCKET is set. It knows nothing of requests: lib/http serves its files (type, name, ranges).

/** A stored object's metadata. `key` is our random name (`<32 hex>.<ext>`). */
export type FileStat = { size: number; modified: Date };

/** What a storage backend must do (the S3 driver: PutObject/GetObject(Range)/HeadObject/DeleteObject/ListObjectsV2). */
export interface StorageDriver {
  /** Writes the whole stream under `key`, or nothing at all (a failed write leaves no object). */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes of `key`, or the inclusive range of them; null when missing. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  stat(key: string): Promise<FileStat | null>;
  delete(key: string): Promise<void>;
  /** Every object kept, our random names and any temporary ones (for the orphan sweep). */
  list(): AsyncIterable<{ key: string; modified: Date }>;
  /** Writes small `bytes` under `key` only when nothing is there yet; false when something was. */
  create(key: string, bytes: Buffer): Promise<boolean>;
}

/** Local disk under UPLOAD_DIR: written to a temporary name, then renamed into place. */
export function localDriver(dir: string): StorageDriver {
  const full = (key: string) => path.join(/*turbopackIgnore: true*/ dir, key);
  return {
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      const tmp = full(`.tmp-${randomBytes(8).toString("hex")}`);
      try {
        await pipeline(body, createWriteStream(tmp, { flags: "wx" }));
        await rename(tmp, full(key));
      } catch (e) {
        await unlink(tmp).catch(() => {});
        throw e;
      }
    },
    async get(key, range) {
      if (!(await this.stat(key))) return null;
      return createReadStream(full(key), range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        const s = await stat(full(key));
        return s.isFile() ? { size: s.size, modified: s.mtime } : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await unlink(full(key)).catch(() => {});
    },
    async *list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const s = await stat(full(name)).catch(() => null);
        if (s?.isFile()) yield { key: name, modified: s.mtime };
      }
    },
    async create(key, bytes) {
      await mkdir(dir, { recursive: true });
      // written whole under a temporary name, then linked into place: a link fails when the name exists
      const tmp = full(`.tmp-${randomBytes(8).toString("hex")}`);
      await writeFile(tmp, bytes, { flag: "wx" });
      try {
        await link(tmp, full(key));
        return true;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw e;
      } finally {
        await unlink(tmp).catch(() => {});
      }
    },
  };
}

let driverCache: { config: string; driver: StorageDriver } | undefined;
/** The configured driver: object storage when S3_BUCKET is set, else the local disk. */
export function storage(): StorageDriver {
  const { UPLOAD_DIR, S3 } = env();
  const config = JSON.stringify(S3 ?? UPLOAD_DIR);
  if (driverCache?.config !== config) driverCache = { config, driver: S3 ? s3Driver(S3) : localDriver(UPLOAD_DIR) };
  return driverCache.driver;
}

export type StoredFile = {
  /** our random name, also the last segment of `path` */
  key: string;
  /** the public path of images and attachments (`/uploads/<key>`) */
  path: string;
  kind: FileKind;
  type: string;
  size: number;
  /** the client's name, cleaned, with the extension of the proven kind */
  name: string;
};

/** The English messages legacy clients read; the pages translate the code and reason instead. */
export const UPLOAD_ERROR_TEXT = {
  NAME: "Invalid file name",
  POLYGLOT: "The file contains more than one format",
  ACTIVE_CONTENT: "PDF files with scripts or automatic actions are not accepted",
  TOO_COMPLEX: "The file is too complex to check; please save it again in a simpler form",
} as const;

/** A stream that fails once more than `max` bytes went through it. */
function limitBytes(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new AppError("TOO_LARGE"));
      else done(null, chunk);
    },
  });
}

/**
 * Keeps an uploaded file with a random name. Its kind is decided from its content (anything
 * outside `allowed` is a 415; a hidden second format or an active PDF too); past `maxBytes` it is
 * a 413 and nothing is kept. The body it came in was already read under a limit (`readFormData`).
 * `keepName`: the client's name is kept for downloads (then a path-like name is a 400); else ignored.
 * `resize`: a photo is also kept at IMAGE_WIDTHS (WebP) for `srcset`.
 */
export async function saveUpload({
  file,
  allowed,
  maxBytes,
  keepName = false,
  resize = false,
}: {
  file: File;
  allowed: FileKind[];
  maxBytes: number;
  keepName?: boolean;
  resize?: boolean;
}): Promise<StoredFile> {
  if (file.size > maxBytes) throw new AppError("TOO_LARGE");
  // a name we keep (downloads are saved under it) must be a file name, not a path
  if (keepName && file.name && isTraversalName(file.name)) throw new AppError("BAD_REQUEST", UPLOAD_ERROR_TEXT.NAME, { reason: "BAD_FILE_NAME" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new AppError("TOO_LARGE");
  const kind = sniffFileKind(bytes);
  if (!kind || !allowed.includes(kind)) throw new AppError("UNSUPPORTED_TYPE");
  const unsafe = await unsafeContent(bytes, kind);
  if (unsafe) throw new AppError("UNSUPPORTED_TYPE", UPLOAD_ERROR_TEXT[unsafe], { reason: unsafe });
  const key = `${randomBytes(16).toString("hex")}.${EXTENSION[kind]}`;
  await storage().put(key, Readable.from([Buffer.from(bytes)]).pipe(limitBytes(maxBytes)));
  if (resize && isResizable(key)) await storeResized(key, bytes);
  return { key, path: `/uploads/${key}`, kind, type: MIME[kind], size: bytes.byteLength, name: safeDownloadName(file.name, kind) };
}

/**
 * Keeps a photo's resized copies (WebP, never wider than the original, turned as its EXIF says).
 * One that cannot be made is left out: its address then serves the original (`openStored`).
 */
async function storeResized(key: string, bytes: Uint8Array) {
  const { default: sharp } = await import("sharp");
  for (const width of IMAGE_WIDTHS) {
    try {
      const resized = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      await storage().put(variantKey(key, width), Readable.from([resized]));
    } catch (e) {
      logger().warn({ err: e, key, width }, "a resized copy of an image was not made");
    }
  }
}

/** Deletes a stored file and, for a photo, its resized copies. */
export async function deleteStored(key: string) {
  const driver = storage();
  await driver.delete(key);
  if (isResizable(key)) for (const width of IMAGE_WIDTHS) await driver.delete(variantKey(key, width));
}

/** The stored key of a public path (`/uploads/<key>`) or of a bare key; null for anything else. */
export function keyOf(pathOrKey: string | null | undefined): string | null {
  const key = pathOrKey?.startsWith("/uploads/") ? pathOrKey.slice("/uploads/".length) : (pathOrKey ?? "");
  return STORED_NAME.test(key) ? key : null;
}

/** The kind of a stored key, from the extension we gave it. */
function kindOfKey(key: string): FileKind {
  const ext = key.split(".").pop();
  return (Object.keys(EXTENSION) as FileKind[]).find((k) => EXTENSION[k] === ext) ?? "pdf";
}

/**
 * A kept file by its key or public path: its type, size and time, and a reader of its bytes (or of
 * an inclusive range of them). `null` when the key names nothing kept.
 */
export async function openStored(pathOrKey: string) {
  let key = keyOf(pathOrKey);
  if (!key) return null;
  const driver = storage();
  let info = await driver.stat(key);
  // a photo kept before resized copies were made (or whose copy failed): its copies are the original
  const original = info ? null : originalOfVariant(key);
  if (original) info = await driver.stat((key = original));
  if (!info) return null;
  return { key, type: MIME[kindOfKey(key)], ...info, read: (range?: { start: number; end: number }) => driver.get(key, range) };
}
