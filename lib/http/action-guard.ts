import { ERROR_TEXT, type ErrorCode } from "@/lib/errors";
import { isCrossSite } from "@/lib/http/validation";
import { ACTION_BODY_LIMIT } from "@/lib/http/limits";

// A guard in front of React's server-action decoder (proxy.ts): a hostile request is a 4xx here
// instead of a 500 inside the framework. Our actions take plain objects or one FormData, so the
// body is text/plain JSON or multipart whose numbered parts are JSON.

export const MAX_ACTION_DEPTH = 32;

/** The `$`-prefixed strings React's reply encoder writes for plain values, FormData and files. */
const ALLOWED_DOLLAR = /^\$(\$[\s\S]*|undefined|Infinity|-Infinity|NaN|-0|D[\s\S]*|n-?\d+|[KBQWAi]?[0-9a-f]{1,8})$/;

export type GuardFailure = { status: number; code: ErrorCode; error: string };
const fail = (code: ErrorCode, status: number, error = ERROR_TEXT[code]): GuardFailure => ({ status, code, error });

/** Walks a parsed JSON value without recursion: too deep, `$`-references, prototype keys. */
export function checkActionModel(value: unknown): GuardFailure | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === "string") {
      if (v.startsWith("$") && !ALLOWED_DOLLAR.test(v)) return fail("BAD_REQUEST", 400, "Unsupported reference in request");
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth > MAX_ACTION_DEPTH) return fail("BAD_REQUEST", 400, "Request nested too deeply");
    for (const [k, child] of Object.entries(v)) {
      if (k === "__proto__" || k === "constructor" || k === "prototype") return fail("BAD_REQUEST", 400, "Invalid key in request");
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

function checkJsonText(text: string): GuardFailure | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail("BAD_REQUEST", 400, "Malformed request body");
  }
  return checkActionModel(parsed);
}

/** The checks for a POST carrying `Next-Action`; null when it may go on to the framework. */
export async function checkServerActionRequest(req: Request): Promise<GuardFailure | null> {
  const h = req.headers;
  if (!h.get("origin") || isCrossSite(h)) return fail("CROSS_SITE", 403);
  if (!/^[0-9a-zA-Z]{1,128}$/.test(h.get("next-action") ?? "")) return fail("BAD_REQUEST", 400, "Invalid action");
  const length = h.get("content-length");
  if (length === null || !/^\d+$/.test(length)) return fail("BAD_REQUEST", 411, "Content-Length required");
  if (Number(length) > ACTION_BODY_LIMIT) return fail("TOO_LARGE", 413);
  const type = (h.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("text/plain")) return checkJsonText(await req.clone().text());
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await req.clone().formData();
    } catch {
      return fail("BAD_REQUEST", 400, "Malformed request body");
    }
    for (const [key, value] of form.entries()) {
      // numbered parts are JSON models (or a file argument's bytes); `_<n>_<name>` parts are a
      // FormData argument's own fields (raw text or files)
      if (/^[0-9a-f]+$/.test(key)) {
        if (typeof value !== "string") continue; // a file argument's bytes
        const failure = checkJsonText(value);
        if (failure) return failure;
      } else if (!/^_?[0-9a-f]+_/.test(key)) return fail("BAD_REQUEST", 400, "Malformed request body");
    }
    return null;
  }
  return fail("UNSUPPORTED_TYPE", 415, "Unsupported request type");
}
