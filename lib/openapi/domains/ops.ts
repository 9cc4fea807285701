import { z } from "zod";
import { type ApiOperation } from "@/lib/openapi/registry";

const METHODS = ["get", "post", "put", "delete", "patch"] as const;
const check = z.enum(["ok", "error"]);

export const opsOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/healthz",
    tag: "ops",
    summary: "Alive while the process lives (no database, no session)",
    auth: "public",
    responses: { 200: z.object({ status: z.literal("ok") }) },
  },
  {
    method: "get",
    path: "/readyz",
    tag: "ops",
    summary: "Ready when the database and the storage answer and the process is not stopping (else 503 with the same fields; `stopping` once it stops)",
    auth: "public",
    responses: { 200: z.object({ db: check, storage: check }), 503: z.object({ db: check, storage: check, stopping: z.literal(true).optional() }) },
  },
  {
    method: "get",
    path: "/backend/api/openapi.json",
    tag: "ops",
    summary: "This document (OpenAPI 3.1)",
    auth: "public",
    responses: {
      200: z.looseObject({
        openapi: z.string().regex(/^3\.1\.\d+$/),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.looseObject({})),
        components: z.looseObject({}),
      }),
    },
  },
  // the catch-alls: an unknown path under the API folders is a JSON 404
  ...["/backend/api/{path}", "/api.php/{path}"].flatMap((path) =>
    [...METHODS, "head" as const].map((method): ApiOperation => ({
      method,
      path,
      tag: "ops",
      summary: "Any other path: 404",
      auth: "public",
      responses: {},
      errors: [404],
    })),
  ),
];
