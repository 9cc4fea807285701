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
  const action = new URL(op.path, "http://x").searchParams.get("action");
  if (action) params.push({ name: "action", in: "query", required: true, schema: { const: action } });
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
        ...(response.contentType ? { content: { [response.contentType]: {} } } : {}),
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

/** The OpenAPI 3.1 document of every registered operation. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = OPERATIONS) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is registered twice`);
    const body = requestBody(op, components);
    item[op.method] = {
      operationId: `${op.method}:${op.path}`,
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
  const methodNotAllowed = toSchema(errorEnvelope(405), "output", components);
  return {
    openapi: "3.1.1",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Manara JSON API",
      version: "1",
      description:
        "The legacy PHP-compatible endpoints and the rest of the product's JSON API. Every answer is JSON with `success`; " +
        "errors are `{success:false,error,code}` with a fitting status. `/api.php?action=…` paths are one operation per action " +
        "of the legacy dispatcher. Answer objects list every field they carry (no additional properties). " +
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
