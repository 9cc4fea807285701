import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { AppError, errorBody, toAppError, type ErrorCode } from "@/lib/errors";
import { describeZodError, isCrossSite, JSON_BODY_LIMIT } from "@/lib/http/validation";
import { requestLogger } from "@/lib/logger";
import { requireAdmin, requireUser, type Actor } from "@/lib/auth/session";

type Guard = "public" | "user" | "admin";
type Ctx<B, Q, G extends Guard> = {
  req: NextRequest;
  body: B;
  query: Q;
  user: G extends "public" ? Actor | null : Actor;
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
 * parse → guard → call → serialize. Guard first, so a stranger learns nothing from validation;
 * everything thrown becomes a JSON error, and only a bug becomes a 500.
 */
export function route<G extends Guard, B = undefined, Q = undefined>(
  opts: { auth: G; body?: z.ZodType<B>; query?: z.ZodType<Q> },
  handler: (ctx: Ctx<B, Q, G>) => Promise<Response>,
) {
  return async (req: NextRequest): Promise<Response> => {
    try {
      if (!["GET", "HEAD", "OPTIONS"].includes(req.method) && isCrossSite(req.headers)) throw new AppError("CROSS_SITE");
      const user = opts.auth === "admin" ? await requireAdmin() : opts.auth === "user" ? await requireUser() : null;
      const query = opts.query ? opts.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      let body: unknown;
      if (opts.body) {
        body = opts.body.parse(await readJsonObject(req));
      }
      return await handler({ req, body: body as B, query: query as Q, user: user as Ctx<B, Q, G>["user"] });
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
