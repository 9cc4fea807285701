import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { AppError, errorBody, toAppError, type ErrorCode } from "@/lib/errors";
import { describeZodError, isCrossSite, JSON_BODY_LIMIT } from "@/lib/http/validation";
import { requestLogger } from "@/lib/logger";
import { requireAdmin, requireUser, type Actor } from "@/lib/auth/session";
import type { Operation } from "@/lib/openapi/registry";

type Parsed<O, K extends "body" | "query"> = O extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
/** The statuses an operation answers with JSON, and the fields of each answer beside `success`. */
type JsonStatus<R> = { [S in keyof R]: R[S] extends z.ZodType ? S : never }[keyof R];
type Fields<T> = T extends unknown ? Omit<T, "success"> : never;
type Reply<R> = <S extends JsonStatus<R> = Extract<JsonStatus<R>, 200>>(
  data: R[S] extends z.ZodType ? Fields<z.output<R[S]>> : never,
  status?: S,
  init?: { headers?: Record<string, string> },
) => Response;

type Ctx<O extends Operation> = {
  req: NextRequest;
  /** the JSON body parsed by the operation's `body` (left to the handler when it takes a form too) */
  body: O extends { form: z.ZodType } ? undefined : Parsed<O, "body">;
  query: Parsed<O, "query">;
  user: O["auth"] extends "public" ? Actor | null : Actor;
  /** `{success:true,…data}` with one of the operation's JSON answers (200 unless told) */
  reply: Reply<O["responses"]>;
};

/**
 * The headers of every JSON answer: JSON with a charset, and never stored by a browser or a shared
 * cache (what an answer holds depends on the session cookie).
 */
export const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", Vary: "Cookie" } as const;

/** `{ success: true, …data }`: the legacy PHP shape of a successful answer. */
export const legacyBody = (data: object = {}) => ({ success: true, ...data });

/** `{ success: true, …data }` in the legacy PHP shape, always JSON with a charset. */
export function legacyJson(data: object = {}, status = 200, init: { headers?: Record<string, string> } = {}) {
  return NextResponse.json(legacyBody(data), { status, headers: { ...JSON_HEADERS, ...init.headers } });
}

/** A JSON error answer; the status comes from the code's place in the one map. */
export function legacyError(code: ErrorCode, error?: string, init: { headers?: Record<string, string>; reason?: string } = {}) {
  return appErrorResponse(new AppError(code, error, { reason: init.reason }), init.headers);
}

function appErrorResponse(e: AppError, headers: Record<string, string> = {}) {
  const retry: Record<string, string> = e.details.retryAfter ? { "Retry-After": String(e.details.retryAfter) } : {};
  return NextResponse.json(errorBody(e), { status: e.status, headers: { ...JSON_HEADERS, ...retry, ...headers } });
}

/** Reads at most `limit` bytes of the body; more is a 413, whatever Content-Length claimed. */
async function readBodyBytes(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw new AppError("TOO_LARGE");
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("TOO_LARGE");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readBodyText(req: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  return (await readBodyBytes(req, limit)).toString("utf8");
}

/** The body as a JSON object (an empty body is `{}`); anything else is a 400. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const text = await readBodyText(req);
  let raw: unknown;
  try {
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "Invalid JSON");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new AppError("BAD_REQUEST", "Expected a JSON object");
  return raw as Record<string, unknown>;
}

export function errorResponse(e: unknown): Response {
  if (e instanceof z.ZodError) {
    const { message, fieldErrors } = describeZodError(e);
    return NextResponse.json({ ...errorBody(new AppError("BAD_REQUEST", message)), fields: fieldErrors }, { status: 400, headers: JSON_HEADERS });
  }
  const known = toAppError(e);
  if (known) return appErrorResponse(known);
  requestLogger().error({ err: e }, "route failed");
  return appErrorResponse(new AppError("INTERNAL"));
}

/**
 * A route handler over its operation (lib/openapi/domains/*), the one declaration the OpenAPI
 * document is built from: parse → guard → call → serialize. Guard first, so a stranger learns
 * nothing from validation; everything thrown becomes a JSON error, and only a bug becomes a 500.
 * An operation with a `form` leaves its body to the handler (JSON or multipart).
 */
export function route<O extends Operation>(op: O, handler: (ctx: Ctx<O>) => Promise<Response>) {
  return async (req: NextRequest): Promise<Response> => {
    try {
      if (!["GET", "HEAD", "OPTIONS"].includes(req.method) && isCrossSite(req.headers)) throw new AppError("CROSS_SITE");
      const user = op.auth === "admin" ? await requireAdmin() : op.auth === "user" ? await requireUser() : null;
      const query = op.query ? op.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = op.body && !op.form ? op.body.parse(await readJsonObject(req)) : undefined;
      return await handler({ req, body, query, user, reply: legacyJson } as Ctx<O>);
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** Multipart bodies of at most `limit` bytes (413 beyond it, whatever Content-Length claimed). */
export async function readFormData(req: Request, limit: number): Promise<FormData> {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    throw new AppError("BAD_REQUEST", "Expected multipart/form-data");
  const body = await readBodyBytes(req, limit);
  try {
    return await new Response(new Uint8Array(body), { headers: { "Content-Type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "Malformed multipart body");
  }
}
