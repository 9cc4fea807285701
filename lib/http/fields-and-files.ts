import "server-only";
import { readFormData, readJsonObject } from "@/lib/http/route";

/** Room for the other form fields and the multipart framing beside the files of a request. */
const FORM_OVERHEAD = 256 * 1024;

/**
 * A write request's fields and files: multipart (read under `limit` bytes, 413 past it with or
 * without a Content-Length) or JSON. Empty file parts count as absent. `form` says which it was:
 * form fields are all text, so a schema reads their numbers from digits, while JSON keeps its types.
 */
export async function readFieldsAndFiles(req: Request, { limit, files }: { limit: number; files: string[] }) {
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  const out: { fields: Record<string, unknown>; files: Record<string, File | null>; form: boolean } = {
    fields: {},
    files: Object.fromEntries(files.map((f) => [f, null])),
    form: type.startsWith("multipart/form-data"),
  };
  if (type.startsWith("multipart/form-data")) {
    const form = await readFormData(req, limit + FORM_OVERHEAD);
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") out.fields[name] ??= value;
      else if (files.includes(name) && value.size > 0) out.files[name] ??= value;
    }
    return out;
  }
  out.fields = await readJsonObject(req);
  return out;
}
