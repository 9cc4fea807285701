import "server-only";
import { AppError, isAppError } from "@/lib/errors";
import type { FileKind } from "@/lib/files";
import { saveUpload } from "@/lib/storage";

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
}: {
  file: File;
  allowed: FileKind[];
  maxBytes: number;
  wrongType: string;
  wrongReason: string;
}) {
  try {
    return await saveUpload({ file, allowed, maxBytes, keepName: true });
  } catch (e) {
    if (isAppError(e) && e.code === "UNSUPPORTED_TYPE" && !e.details.reason) throw new AppError("UNSUPPORTED_TYPE", wrongType, { reason: wrongReason });
    if (isAppError(e) && e.code === "TOO_LARGE")
      throw new AppError("TOO_LARGE", `The file must be smaller than ${Math.round(maxBytes / 1024 / 1024)} MB`, { reason: "FILE_TOO_LARGE" });
    throw e;
  }
}
