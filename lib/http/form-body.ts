import "server-only";
import type { NextRequest } from "next/server";
import { readFormData, readJsonObject } from "@/lib/http/route";

/**
 * A body that is JSON, or multipart when it carries a file: the text fields as an object (lists
 * travel as JSON text in their field; the schema reads them) and the named file, when one came.
 */
export async function readJsonOrForm(req: NextRequest, { file, limit }: { file: string; limit: number }) {
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return { fields: await readJsonObject(req), file: null };
  const form = await readFormData(req, limit);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value;
  const sent = form.get(file);
  return { fields, file: sent instanceof File && sent.size > 0 ? sent : null };
}
