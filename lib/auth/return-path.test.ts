import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathFor } from "./return-path";

describe("safeReturnPath", () => {
  it.each(["/article/7", "/admin/sections/home", "/article/7?next=//evil.example", "/%2f%2fevil.example"])("keeps the local path %s as it is", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });
  it("keeps a query in its encoded form, and the hash", () => {
    expect(safeReturnPath("/?q=ذكاء#top")).toBe("/?q=%D8%B0%D9%83%D8%A7%D8%A1#top");
  });
  it.each(["/a/../article/7", "/../article/7", "/%2e%2e/article/7"])("keeps harmless dot segments as the path they resolve to: %s → /article/7", (path) => {
    expect(safeReturnPath(path)).toBe("/article/7");
  });
  it("resolves a lone dot segment", () => {
    expect(safeReturnPath("/a/./b")).toBe("/a/b");
  });
  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%0d%0aSet-Cookie",
      "javascript:alert(1)",
      "evil.example",
      "",
      " /article/7",
      "/\t/evil.example",
      null,
      7,
      undefined,
    ]) {
      const got = safeReturnPath(bad);
      if (got !== null) expect(got.startsWith("/") && !got.startsWith("//")).toBe(true);
      else expect(got).toBeNull();
    }
    for (const bad of ["https://evil.example/x", "//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)"]) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
  });
  it("normalises first, then refuses what normalises to another host", () => {
    for (const bad of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e%2e/%2e%2e//evil.example",
      "/%2E%2E//evil.example",
      "/%2e//evil.example",
      "/././/evil.example/x?y=1",
      "/a/..//evil.example",
      "/a/b/../..//evil.example",
      "/.%2e//evil.example",
      "/./%2e%2e/.//evil.example",
      "/..\\evil.example",
      "/.//\\evil.example",
      "/.///evil.example",
    ]) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
  });
  it.each(["/./login", "/a/../signup", "/login", "/admin/login?next=/x"])("never returns to a sign-in page, however it is spelt: %s", (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
});

describe("signInPathFor", () => {
  // admin pages go to /admin/login and the rest to /login, with the way back
  it.each([
    ["/article/7", "/login?next=%2Farticle%2F7"],
    ["/", "/login"],
    ["/admin", "/admin/login"],
    ["/admin/users?page=2", "/admin/login?next=%2Fadmin%2Fusers%3Fpage%3D2"],
    ["/administrators", "/login?next=%2Fadministrators"],
  ])("%s signs in at %s", (path, signIn) => {
    expect(signInPathFor(path)).toBe(signIn);
  });
});
