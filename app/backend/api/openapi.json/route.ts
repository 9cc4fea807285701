import { buildOpenApiDocument } from "@/lib/openapi/document";

// built once per process: the document only changes with the code
let body: string | undefined;

// GET /backend/api/openapi.json: the OpenAPI 3.1 description of the JSON API, generated from the routes' zod schemas (anyone)
export function GET() {
  body ??= JSON.stringify(buildOpenApiDocument());
  return new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
