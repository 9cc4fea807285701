import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowHeader, exportedMethods, scanApiRoutes } from "./api-fallback.mjs";

describe("the API's 405 fallback", () => {
  it("reads the methods a route exports in each form", () => {
    expect(exportedMethods("export const POST = route(...);\nexport async function GET() {}")).toEqual(["GET", "POST"]);
    expect(exportedMethods("export { dispatch as GET, dispatch as PUT };")).toEqual(["GET", "PUT"]);
    expect(exportedMethods("export const { DELETE, PATCH: x } = m;")).toEqual(["DELETE", "PATCH"]);
    expect(allowHeader(["GET"])).toBe("GET, HEAD, OPTIONS");
    expect(allowHeader(["POST"])).toBe("OPTIONS, POST");
  });
  it("finds this app's routes, literal ones before the catch-all", () => {
    const routes = scanApiRoutes(path.resolve(import.meta.dirname, "../app"));
    const match = (p: string) => routes.find((r) => r.pattern.test(p));
    expect(match("/backend/api/posts/read.php")).toMatchObject({ path: "/backend/api/posts/read.php", methods: ["GET"] });
    expect(match("/backend/api/posts/create.php")?.methods).toEqual(["POST"]);
    expect(match("/backend/api/nothing/here.php")?.path).toBe("/backend/api/[[...path]]");
  });
});
