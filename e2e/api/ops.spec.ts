import { apiClient as client, createUser, expect, test } from "../fixtures";
import { rawRequest } from "../raw-http";

// Health checks, request ids, HSTS and the dispatcher's own keys on the suite's server (plain
// http, no trusted proxy). The trusted-proxy side of these is in e2e/scale/operations.spec.ts.
const BASE = () => test.info().project.use.baseURL as string;

test.describe("health", () => {
  test("GET /healthz answers 200 signed out, never redirected to the sign-in page", async ({ playwright }) => {
    const res = await (await client(playwright)).get("/healthz", { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers()["cache-control"]).toContain("no-store");
  });

  test("GET /readyz answers 200 {db:'ok',storage:'ok'} signed out and signed in", async ({ playwright }) => {
    for (const ctx of [await client(playwright), await client(playwright, await createUser())]) {
      const res = await ctx.get("/readyz", { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ db: "ok", storage: "ok" });
      expect(res.headers()["cache-control"]).toContain("no-store");
    }
  });
});

test.describe("request ids", () => {
  test("every answer carries X-Request-Id; one sent by a client (no trusted proxy) is not reused", async () => {
    const a = await rawRequest(BASE(), "GET", "/healthz");
    const b = await rawRequest(BASE(), "GET", "/backend/api/posts/read.php");
    const forged = await rawRequest(BASE(), "GET", "/healthz", { headers: { "X-Request-Id": "forged-id-123" } });
    for (const res of [a, b, forged]) expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([a, b, forged].map((r) => r.headers["x-request-id"])).size).toBe(3);
  });
});

test.describe("Strict-Transport-Security", () => {
  test("not over plain http, and a client's X-Forwarded-Proto: https (no trusted proxy) does not add it", async () => {
    for (const headers of [{}, { "X-Forwarded-Proto": "https" }, { "X-Forwarded-Proto": "https", "X-Manara-Proto": "https" }]) {
      for (const path of ["/login", "/healthz", "/backend/api/posts/read.php"]) {
        const res = await rawRequest(BASE(), "GET", path, { headers });
        expect(res.headers["strict-transport-security"], path).toBeUndefined();
      }
    }
  });
});

test.describe("api.php dispatcher", () => {
  const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
  test("names of Object's own members are unknown actions: 400, not 405", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    for (const ctx of [await client(playwright), admin]) {
      for (const action of NAMES) {
        for (const method of ["GET", "PUT", "DELETE", "POST"] as const) {
          const res = await ctx.fetch(`/api.php?action=${action}`, { method, data: method === "GET" ? undefined : {} });
          expect(res.status(), `${method} ${action}`).toBe(400);
          expect(await res.json()).toEqual({ success: false, error: "Unknown action", code: "BAD_REQUEST" });
          expect(res.headers()["allow"]).toBeUndefined();
        }
      }
    }
  });

  test("a known action keeps its methods: GET get_users (admin) 200, POST it 405 with Allow", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    expect((await admin.get("/api.php?action=get_users")).status()).toBe(200);
    const wrong = await admin.post("/api.php?action=get_users", { data: {} });
    expect(wrong.status()).toBe(405);
    expect(wrong.headers()["allow"]).toBe("GET, OPTIONS");
  });
});
