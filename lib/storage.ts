import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { EXTENSION, MIME, sniffFileKind, STORED_NAME, type FileKind } from "@/lib/files";

export type StoredFile = { path: string; kind: FileKind; size: number };

/**
 * Keeps an uploaded file under UPLOAD_DIR with a random name and returns its public path
 * (`/uploads/<name>`). The kind is decided from the content; anything outside `allowed` is a 415.
 */
export async function saveUpload({ file, allowed, maxBytes }: { file: File; allowed: FileKind[]; maxBytes: number }): Promise<StoredFile> {
  if (file.size > maxBytes) throw new AppError("TOO_LARGE");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new AppError("TOO_LARGE");
  const kind = sniffFileKind(bytes);
  if (!kind || !allowed.includes(kind)) throw new AppError("UNSUPPORTED_TYPE");
  const name = `${randomBytes(16).toString("hex")}.${EXTENSION[kind]}`;
  const dir = env().UPLOAD_DIR;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(/*turbopackIgnore: true*/ dir, name), bytes, { flag: "wx" });
  return { path: `/uploads/${name}`, kind, size: bytes.byteLength };
}

export async function readUpload(name: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    const bytes = await readFile(path.join(/*turbopackIgnore: true*/ env().UPLOAD_DIR, name));
    const kind = sniffFileKind(bytes);
    return { bytes, type: kind ? MIME[kind] : "application/octet-stream" };
  } catch {
    return null;
  }
}

/** Removes a stored upload by its public path (`/uploads/<name>`); any other path is left alone. */
export async function deleteUpload(publicPath: string | null | undefined): Promise<void> {
  const name = publicPath?.startsWith("/uploads/") ? publicPath.slice("/uploads/".length) : "";
  if (!STORED_NAME.test(name)) return;
  await unlink(path.join(/*turbopackIgnore: true*/ env().UPLOAD_DIR, name)).catch(() => {});
}
