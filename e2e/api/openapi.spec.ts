import { buildOpenApiDocument } from "../../lib/openapi/document";
import { expect, test } from "../fixtures";

test("the OpenAPI document is served to anyone, as the code builds it", async ({ request }) => {
  const res = await request.get("/backend/api/openapi.json");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/json");
  const doc = await res.json();
  expect(doc.openapi).toMatch(/^3\.1\./);
  expect(doc).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/backend/api/posts/read.php", "/api.php", "/healthz", "/readyz"]));
});

test("an answer the document does not describe fails the test that received it", async ({ request }) => {
  // a status the operation does not list: healthz only answers 200
  const { checkAnswer } = await import("../contract");
  expect(checkAnswer("GET", "/healthz", 200, { status: "ok" })).toBeNull();
  expect(checkAnswer("GET", "/healthz", 200, { status: "ok", extra: 1 })).toMatch(/does not match the OpenAPI document/);
  expect(checkAnswer("GET", "/healthz", 418, {})).toMatch(/does not list/);
  expect(checkAnswer("GET", "/backend/api/nothing.php", 200, { success: true })).toMatch(/does not list/);
  // each action of the dispatcher is held to its own answer, not to any action's of its method
  expect(checkAnswer("DELETE", "/api.php?action=purge_user", 200, { success: true, message: "x" })).toMatch(/removed/);
  expect(checkAnswer("DELETE", "/api.php?action=delete_user", 200, { success: true, message: "x" })).toBeNull();
  expect(checkAnswer("DELETE", "/api.php?action=delete_user", 200, { success: true, message: "x", removed: {} })).toMatch(/additional/);
  // and a real answer goes through the same check
  const res = await request.get("/backend/api/qa/read.php");
  expect(res.status()).toBe(401);
});
