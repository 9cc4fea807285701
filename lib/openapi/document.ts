import { z } from "zod";
import { OPERATIONS } from "@/lib/openapi/operations";
import { codesOf, components as registry, errorEnvelope, errorStatuses, isOtherResponse, type ApiOperation } from "@/lib/openapi/registry";

type JsonSchema = Record<string, unknown>;
const COMPONENT = "#/components/schemas/";

/**
 * Zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect). Inputs are described as a client may send
 * them (`io: "input"`: before transforms), answers as the server writes them; a schema given an
 * `id` (`.meta({ id })`) becomes a shared component. Answers are strict objects: a field the code
 * sends that the contract does not name fails the API tests.
 */
function toSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any", reused: "inline", metadata: registry }) as JsonSchema;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  const rewrite = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENT}`));
  for (const [id, def] of Object.entries(defs)) {
    const next = rewrite(def);
    if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(next)) throw new Error(`Two different schemas are named ${id}`);
    components[id] = next;
  }
  return rewrite(json);
}

function parameters(op: ApiOperation, components: Record<string, JsonSchema>) {
  const params: JsonSchema[] = [];
  for (const name of op.path.match(/\{(\w+)\}/g) ?? []) params.push({ name: name.slice(1, -1), in: "path", required: true, schema: { type: "string" } });
  if (op.query) {
    const json = toSchema(op.query, "input", components);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>))
      params.push({ name, in: "query", required: required.has(name), schema });
  }
  return params;
}

function requestBody(op: ApiOperation, components: Record<string, JsonSchema>) {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (op.body) content["application/json"] = { schema: toSchema(op.body, "input", components) };
  if (op.form) content["multipart/form-data"] = { schema: toSchema(op.form, "input", components) };
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function responses(op: ApiOperation, components: Record<string, JsonSchema>) {
  const out: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    if (!response) continue;
    if (isOtherResponse(response)) {
      out[status] = {
        description: response.description,
        ...(response.contentType ? { content: Object.fromEntries([response.contentType].flat().map((type) => [type, {}])) } : {}),
        ...(response.headers
          ? { headers: Object.fromEntries(Object.entries(response.headers).map(([k, d]) => [k, { description: d, schema: { type: "string" } }])) }
          : {}),
      };
    } else {
      const json = toSchema(response, "output", components);
      out[status] = { description: "Success", content: { "application/json": { schema: json } } };
    }
  }
  for (const status of errorStatuses(op)) {
    if (out[status]) continue;
    const json = toSchema(errorEnvelope(status, op.errorExtra), "output", components);
    out[status] = { description: `Error: ${codesOf(status).join(", ") || "refused"}`, content: { "application/json": { schema: json } } };
  }
  return out;
}

/** A URL-safe, unique name of the operation at `method` and `path`: `get-backend-api-posts-read.php`. */
const operationId = (method: string, path: string) =>
  `${method}-${path
    .replace(/[{}]/g, "")
    .replace(/[^A-Za-z0-9._~]+/g, "-")
    .replace(/^-|-$/g, "")}`;

function operation(op: ApiOperation, components: Record<string, JsonSchema>): JsonSchema {
  const body = requestBody(op, components);
  return {
    operationId: operationId(op.method, op.path),
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.auth === "public" ? [] : [{ session: [] }],
    "x-auth": op.auth,
    parameters: parameters(op, components),
    ...(body ? { requestBody: body } : {}),
    responses: responses(op, components),
  };
}

/** One schema when every action has the same, else each of them as a `oneOf`. */
function either(schemas: JsonSchema[]): JsonSchema {
  const distinct = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];
  return distinct.length === 1 ? distinct[0] : { oneOf: distinct };
}

type Built = { parameters: JsonSchema[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, JsonSchema> };

/**
 * The legacy dispatcher's actions that share a method, as the one operation a path and method may
 * have: its required `action` parameter names them, each body and answer is any of theirs
 * (`oneOf`), and `x-actions` keeps each action's own summary and success answers, so a client (and
 * the API tests' contract check) can tell which answer belongs to which action.
 */
function dispatched(ops: ApiOperation[], components: Record<string, JsonSchema>): JsonSchema {
  const [first] = ops;
  if (new Set(ops.map((op) => op.auth)).size > 1) throw new Error(`${first.method.toUpperCase()} ${first.path}: its actions need one guard`);
  const built = ops.map((op) => operation(op, components) as Built);
  const names = ops.map((op) => op.action!);
  const parameters: JsonSchema[] = [
    { name: "action", in: "query", required: true, description: "The action to run; any other answers 400", schema: { type: "string", enum: names } },
  ];
  for (const param of built.flatMap((b) => b.parameters))
    if (!parameters.some((p) => p.name === param.name))
      parameters.push({ ...param, required: built.every((b) => b.parameters.some((p) => p.name === param.name && p.required)) });
  const content = (pick: (b: Built) => Record<string, { schema?: JsonSchema }> | undefined) => {
    const types = [...new Set(built.flatMap((b) => Object.keys(pick(b) ?? {})))];
    return Object.fromEntries(
      types.map((type) => {
        const schemas = built.flatMap((b): JsonSchema[] => {
          const schema = pick(b)?.[type]?.schema;
          return schema ? [schema] : [];
        });
        return [type, schemas.length ? { schema: either(schemas) } : {}];
      }),
    );
  };
  const statuses = [...new Set(built.flatMap((b) => Object.keys(b.responses)))].sort();
  const responses = Object.fromEntries(
    statuses.map((status) => {
      const answers = built.flatMap((b) => (b.responses[status] ? [b.responses[status] as { description: string }] : []));
      const merged = content((b) => (b.responses[status] as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content);
      return [status, { description: [...new Set(answers.map((a) => a.description))].join("; "), ...(Object.keys(merged).length ? { content: merged } : {}) }];
    }),
  );
  const bodies = content((b) => b.requestBody?.content);
  return {
    operationId: operationId(first.method, first.path),
    tags: [...new Set(ops.map((op) => op.tag))],
    summary: `The legacy dispatcher: ${names.join(", ")}`,
    description: ops.map((op) => `\`${op.action}\`: ${op.summary}`).join("\n\n"),
    security: first.auth === "public" ? [] : [{ session: [] }],
    "x-auth": first.auth,
    parameters,
    ...(Object.keys(bodies).length ? { requestBody: { required: built.every((b) => b.requestBody), content: bodies } } : {}),
    responses,
    "x-actions": Object.fromEntries(
      ops.map((op, i) => [
        op.action,
        {
          summary: op.summary,
          responses: Object.fromEntries(
            Object.keys(op.responses).flatMap((status) => {
              const schema = (built[i].responses[status] as { content?: Record<string, { schema?: JsonSchema }> }).content?.["application/json"]?.schema;
              return schema ? [[status, schema]] : [];
            }),
          ),
        },
      ]),
    ),
  };
}

/** The OpenAPI 3.1 document of every registered operation. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = OPERATIONS) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const groups = new Map<string, ApiOperation[]>();
  for (const op of operations) {
    const key = `${op.method.toUpperCase()} ${op.path}`;
    const group = groups.get(key) ?? [];
    if (group.length && (!op.action || group.some((other) => !other.action || other.action === op.action)))
      throw new Error(`${key}${op.action ? `?action=${op.action}` : ""} is registered twice`);
    groups.set(key, [...group, op]);
  }
  const ids = new Set<string>();
  for (const group of groups.values()) {
    const [first] = group;
    const built = first.action ? dispatched(group, components) : operation(first, components);
    if (ids.has(built.operationId as string)) throw new Error(`Two operations are named ${built.operationId}`);
    ids.add(built.operationId as string);
    (paths[first.path] ??= {})[first.method] = built;
  }
  const methodNotAllowed = toSchema(errorEnvelope(405), "output", components);
  return {
    openapi: "3.1.1",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Manara JSON API",
      version: "1",
      description:
        "The legacy PHP-compatible endpoints and the rest of the product's JSON API. Every answer is JSON with `success`; " +
        "errors are `{success:false,error,code}` with a fitting status. `/api.php` is the legacy dispatcher: its `action` " +
        "parameter names what it runs, and each operation's `x-actions` gives every action's own answers. Answer objects list every field they carry (no additional properties). " +
        "A method a path does not list answers `components.responses.MethodNotAllowed` (405, with `Allow`).",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: components,
      responses: {
        MethodNotAllowed: {
          description: "Error: METHOD_NOT_ALLOWED, for any method a path does not list",
          headers: { Allow: { description: "The methods the path takes", schema: { type: "string" } } },
          content: { "application/json": { schema: methodNotAllowed } },
        },
      },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "manara.session_token", description: "The session cookie set by auth/login.php" } },
    },
  };
}
