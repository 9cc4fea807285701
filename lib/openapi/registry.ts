import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { ZIdBody } from "@/lib/schemas/common";

// The API contract is written as data: each domain declares its operations (lib/openapi/domains/*),
// naming the zod schemas of the query, the body and every JSON answer. The route handler takes its
// operation (`route(qaApi.read, …)`: guard, query and body parsed from it, the answer typed by it)
// and the document builder (document.ts) turns the same declarations into OpenAPI 3.1, so the two
// cannot disagree.

export type HttpMethod = "get" | "post" | "put" | "delete" | "patch" | "head" | "options";
export type Guard = "public" | "user" | "admin";

/**
 * An answer that is not JSON (a file, a redirect, an empty reply): described, not validated. An
 * answer whose type depends on the request (a citation's format) lists every type it may carry.
 */
export type OtherResponse = { description: string; contentType?: string | readonly string[]; headers?: Record<string, string> };

export type ApiOperation = {
  method: HttpMethod;
  /** The literal path, `{name}` for a path parameter; no query string. */
  path: string;
  /**
   * The legacy dispatcher's `?action=` this entry answers (`/api.php`): the actions that share a
   * method become one operation whose `action` parameter names them all.
   */
  action?: string;
  summary: string;
  /** Who may call: the route's guard. */
  auth: Guard;
  /** The query string's schema (the route's `query`), read as it arrives (strings). */
  query?: z.ZodType;
  /** The JSON body's schema (the route's `body`). */
  body?: z.ZodType;
  /** A multipart form's fields (files as `zUpload()`); with `body` too, either is accepted. */
  form?: z.ZodType;
  /** Success answers by status: a zod schema of the JSON body, or a non-JSON answer. */
  responses: Partial<Record<number, z.ZodType | OtherResponse>>;
  /** Error statuses beyond the ones every operation of its kind may answer (see `errorStatuses`). */
  errors?: number[];
  /** Extra fields an operation's error answers carry beside the envelope. */
  errorExtra?: z.ZodRawShape;
  /** The group it is listed under (the API folder). */
  tag: string;
  description?: string;
};

/** What an operation says beside its method, path, tag, guard and summary. */
type OperationFields = Omit<ApiOperation, "method" | "path" | "tag" | "auth" | "summary">;

/**
 * One operation as declared, its guard and fields kept in its type: a route handler given it learns
 * the types of its query, its body, its caller and its answers from it.
 */
export type Operation<G extends Guard = Guard, F extends OperationFields = OperationFields> = {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  auth: G;
} & F;

/**
 * The operations of one API folder, listed under its last segment (or `tag`), one call each:
 *
 *   const qa = apiFolder("/backend/api/qa");
 *   export const qaApi = {
 *     read: qa.get("read.php", "user", "Approved questions …", { query: ZQuestionListQuery, responses: { 200: … } }),
 *   };
 */
export function apiFolder(base: string, tag = base.slice(base.lastIndexOf("/") + 1)) {
  const at =
    (method: HttpMethod) =>
    <G extends Guard, F extends OperationFields>(name: string, auth: G, summary: string, fields: F): Operation<G, F> => ({
      method,
      path: `${base}/${name}`,
      tag,
      summary,
      auth,
      ...fields,
    });
  return {
    get: at("get"),
    post: at("post"),
    put: at("put"),
    delete: at("delete"),
    /** A delete by `{id}` in the body: a plain acknowledgement, 404 for an id that is not there. */
    deleteById: <G extends Guard>(name: string, auth: G, summary: string) =>
      at("delete")(name, auth, summary, { body: ZIdBody, responses: { 200: okMessage() }, errors: [404] }),
  };
}

/** The shared answer shapes: a schema added here is one component, referenced wherever it is used. */
export const components = z.registry<z.core.JSONSchemaMeta>();

/** Names a schema as a shared component of the document. */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  components.add(schema, { id });
  return schema;
}

/** A file part of a multipart form. */
export const zUpload = () => annotate(z.string(), { format: "binary", contentMediaType: "application/octet-stream" });

/** JSON Schema keywords for one schema (kept in this document's registry, not zod's global one). */
export function annotate<T extends z.ZodType>(schema: T, meta: z.core.JSONSchemaMeta): T {
  components.add(schema, meta);
  return schema;
}

/** The fields every legacy success answer starts with. */
export const ok = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ success: z.literal(true), ...shape });

/** `{success:true,message}`: the plain acknowledgement. */
export const okMessage = () => ok({ message: z.string() });

/** The page counters of a paged list (`page` paging); cursor lists answer `next_cursor` instead. */
export const pageFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

/** An ISO 8601 instant as the API writes it (`Date#toISOString`). */
export const zInstant = () => annotate(z.string(), { format: "date-time" });

/** A calendar day, YYYY-MM-DD. */
export const zDay = () => annotate(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), { format: "date" });

export const codesOf = (status: number) => (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);

/** The JSON error envelope of one status: `{success:false,error,code,reason?}` (+ `fields` on a 400). */
export function errorEnvelope(status: number, extra: z.ZodRawShape = {}) {
  const codes = codesOf(status);
  return z.strictObject({
    success: z.literal(false),
    error: z.string(),
    code: codes.length ? z.enum(codes as [ErrorCode, ...ErrorCode[]]) : z.string(),
    reason: z.string().optional(),
    ...(status === 400 ? { fields: z.record(z.string(), z.string()).optional() } : {}),
    ...extra,
  });
}

/**
 * The error statuses an operation may answer without saying so: a bad parameter (400), no session
 * (401), the wrong role or not the owner (403), a cross-site write (403), a body past its limit (413),
 * an upload of the wrong type (415) or past the member's budget (429), a database kept busy (503)
 * and a bug (500); at the dispatcher also an unknown action (400) and a method the action does not
 * take (405).
 */
export function errorStatuses(op: ApiOperation): number[] {
  const s = new Set<number>([500, 503, ...(op.errors ?? [])]);
  if (op.query || op.body || op.form) s.add(400);
  if (op.auth !== "public") s.add(401).add(403);
  if (!["get", "head", "options"].includes(op.method)) s.add(403);
  if (op.body || op.form) s.add(413);
  if (op.form) s.add(415).add(429); // every stored file counts against the member's upload budget
  if (op.action) s.add(400).add(405); // the dispatcher: an unknown action, a method the action does not take
  return [...s].sort((a, b) => a - b);
}

export const isOtherResponse = (r: z.ZodType | OtherResponse): r is OtherResponse => !(r instanceof z.ZodType);

/** The formulas of a member's plain text, typeset on the server (KaTeX's HTML and MathML), by their source as typed; absent when it has none. */
export const zFormulas = z
  .record(z.string(), z.string())
  .optional()
  .describe("the formulas of the text ($…$ inline, $$…$$ display) typeset as HTML with MathML, by their source as typed; absent when the text has none");
