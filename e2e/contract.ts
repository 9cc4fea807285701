import { appendFileSync } from "node:fs";
import { test, type APIRequestContext, type APIResponse } from "@playwright/test";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "../lib/openapi/document";

// Every JSON answer an API test receives is checked against the OpenAPI document the server
// serves (built by the same code): its operation is found by method and path, its status must be
// documented and its body must match that status's schema (at `/api.php`, the schema its `action`
// answers, from the operation's `x-actions`). So the
// document cannot drift from the code: a new field, a new status or a new endpoint fails the tests
// until it is described in lib/openapi.
// OPENAPI_CONTRACT_REPORT=<file> appends every mismatch to that file instead of failing the test.

type Doc = ReturnType<typeof buildOpenApiDocument>;
type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  "x-actions"?: Record<string, { responses: Record<string, object> }>;
};
type Candidate = { key: string; pattern: RegExp; rank: number };

const CHECKED = /^\/(backend\/api\/|api\.php(\/|$)|healthz$|readyz$)/;
const COMPONENTS_ID = "https://manara.invalid/components";

class Contract {
  private readonly ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  private readonly candidates: Candidate[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Doc) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: this.localRefs(doc.components.schemas) });
    this.candidates = Object.keys(doc.paths).map((path) => {
      const catchAll = path.endsWith("/{path}");
      const source = path
        .split(/(\{\w+\})/)
        .map((part) => (part === "{path}" ? ".+" : /^\{\w+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("");
      // the most specific path wins: a literal path, a template, the catch-all
      return { key: path, pattern: new RegExp(`^${source}$`), rank: catchAll ? 3 : path.includes("{") ? 2 : 1 };
    });
  }

  private localRefs<T>(value: T): T {
    return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`));
  }

  /** The documented operation answering `method` at `url`, or a sentence saying why none does. */
  private operation(method: string, url: URL): { key: string; op: Operation } | string {
    const paths = this.doc.paths as Record<string, Record<string, Operation>>;
    const matches = this.candidates.filter((c) => c.pattern.test(url.pathname)).sort((a, b) => a.rank - b.rank);
    const known = matches.filter((c) => c.rank < 3);
    for (const c of known.length ? known : matches) {
      const op = paths[c.key][method];
      if (op) return { key: c.key, op };
    }
    // a documented path asked with a method it does not list: the one 405 answer
    if (known.length) return { key: known[0].key, op: { responses: { "405": this.doc.components.responses.MethodNotAllowed } } };
    return `no operation in the OpenAPI document answers ${method.toUpperCase()} ${url.pathname}`;
  }

  private validator(key: string, method: string, status: string, schema: object): ValidateFunction {
    const id = `${method} ${key} ${status}`;
    let validate = this.compiled.get(id);
    if (!validate) this.compiled.set(id, (validate = this.ajv.compile(this.localRefs(schema))));
    return validate;
  }

  /** Null when the answer matches its operation; else what is wrong, in a sentence. */
  check(method: string, url: URL, status: number, body: unknown): string | null {
    const found = this.operation(method.toLowerCase(), url);
    if (typeof found === "string") return found;
    const action = url.searchParams.get("action");
    const where = `${method.toUpperCase()} ${found.key}${action ? `?action=${action}` : ""}`;
    const response = found.op.responses[String(status)];
    const hint = found.key.endsWith("/{path}") ? "; an endpoint missing from lib/openapi/domains only matches the unknown-path catch-all" : "";
    if (!response)
      return `${where} answered ${status}, a status the OpenAPI document does not list (it lists ${Object.keys(found.op.responses).join(", ")})${hint}`;
    // the dispatcher's action answers its own schema, not any of the actions' (`oneOf`)
    const own = action && Object.hasOwn(found.op["x-actions"] ?? {}, action) ? found.op["x-actions"]![action].responses[String(status)] : undefined;
    const schema = own ?? response.content?.["application/json"]?.schema;
    if (!schema) return `${where} answered ${status} with JSON, but the document describes no JSON body for it`;
    const validate = this.validator(own ? `${found.key}?action=${action}` : found.key, method, String(status), schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
    return `${where} answered ${status} with a body that does not match the OpenAPI document:\n  ${errors.slice(0, 8).join("\n  ")}`;
  }
}

let contract: Contract | undefined;

/** What is wrong with an answer (null: it matches the document); exported for the contract's own test. */
export function checkAnswer(method: string, pathAndQuery: string, status: number, body: unknown): string | null {
  contract ??= new Contract(buildOpenApiDocument());
  return contract.check(method, new URL(pathAndQuery, "http://contract.invalid"), status, body);
}

/** The API tests (e2e/api) are held to the contract; the screen tests' helper calls are not. */
function inApiTest(): boolean {
  try {
    return /[\\/]e2e[\\/]api[\\/]/.test(test.info().file);
  } catch {
    return false; // outside a test (a worker fixture's setup)
  }
}
const PATCHED = Symbol.for("manara.contract");

/**
 * Checks every JSON answer of every APIRequestContext (the `request` fixture, `page.request` and
 * the contexts specs make with `playwright.request.newContext`): they share one prototype.
 */
export function installContractCheck(sample: APIRequestContext) {
  const proto = Object.getPrototypeOf(sample) as Record<symbol, boolean> & { fetch: (...args: unknown[]) => Promise<APIResponse> };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const fetch = proto.fetch;
  proto.fetch = async function (this: APIRequestContext, ...args: unknown[]) {
    const res = await fetch.apply(this, args);
    if (!inApiTest()) return res;
    const [target, options] = args as [string | { method(): string }, { method?: string } | undefined];
    const method = (options?.method ?? (typeof target === "string" ? "GET" : target.method())).toUpperCase();
    const url = new URL(res.url());
    if (!CHECKED.test(url.pathname) || !(res.headers()["content-type"] ?? "").includes("application/json")) return res;
    const text = (await res.body()).toString("utf8");
    if (text === "") return res;
    contract ??= new Contract(buildOpenApiDocument());
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const problem =
      body === undefined ? `${method} ${url.pathname} answered ${res.status()} with invalid JSON` : contract.check(method, url, res.status(), body);
    if (problem) {
      const message = `OpenAPI contract: ${problem}\n  body: ${text.slice(0, 600)}`;
      if (process.env.OPENAPI_CONTRACT_REPORT)
        appendFileSync(
          process.env.OPENAPI_CONTRACT_REPORT,
          JSON.stringify({ method, path: url.pathname, action: url.searchParams.get("action"), status: res.status(), problem, body: text.slice(0, 1500) }) +
            "\n",
        );
      else throw new Error(message);
    }
    return res;
  };
}
