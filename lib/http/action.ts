import "server-only";
import { z } from "zod";
import { toAppError, type ErrorCode } from "@/lib/errors";
import { describeZodError } from "@/lib/http/validation";
import { requestLogger } from "@/lib/logger";
import { requireAdmin, requireUser, type Actor } from "@/lib/auth/session";

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: ErrorCode | "VALIDATION"; message?: string; reason?: string; fieldErrors?: Record<string, string>; retryAfter?: number };

/** Server actions: same guard, same schema, same error codes as the JSON API. */
export function action<I, T, G extends "public" | "user" | "admin">(
  opts: { auth: G; schema: z.ZodType<I> },
  fn: (args: { input: I; actor: G extends "public" ? Actor | null : Actor }) => Promise<T>,
) {
  return async (raw: unknown): Promise<ActionResult<T>> => {
    try {
      const actor = opts.auth === "admin" ? await requireAdmin() : opts.auth === "user" ? await requireUser() : null;
      const parsed = opts.schema.safeParse(raw);
      if (!parsed.success) {
        const { fieldErrors } = describeZodError(parsed.error);
        return { ok: false, code: "VALIDATION", fieldErrors };
      }
      return { ok: true, data: await fn({ input: parsed.data, actor: actor as Actor }) };
    } catch (e) {
      // a rule only the server checks (e.g. a common password) reads like the schema's own issues
      if (e instanceof z.ZodError) return { ok: false, code: "VALIDATION", fieldErrors: describeZodError(e).fieldErrors };
      const known = toAppError(e);
      if (known) return { ok: false, code: known.code, message: known.message, reason: known.details.reason, retryAfter: known.details.retryAfter };
      // redirect() and notFound() travel as errors: let Next handle them
      if (e && typeof e === "object" && "digest" in e) throw e;
      requestLogger().error({ err: e }, "action failed");
      return { ok: false, code: "INTERNAL" };
    }
  };
}
