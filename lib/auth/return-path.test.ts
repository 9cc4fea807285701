import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathFor } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a local path with its query and hash", () => {
    expect(safeReturnPath("/article/7")).toBe("/article/7");
    expect(safeReturnPath("/?q=ذكاء#top")).toBe("/?q=%D8%B0%D9%83%D8%A7%D8%A1#top");
    expect(safeReturnPath("/admin/sections/home")).toBe("/admin/sections/home");
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
    expect(safeReturnPath("https://evil.example/x")).toBeNull();
    expect(safeReturnPath("//evil.example")).toBeNull();
    expect(safeReturnPath("/\\evil.example")).toBeNull();
    expect(safeReturnPath("/\t/evil.example")).toBeNull();
    expect(safeReturnPath("javascript:alert(1)")).toBeNull();
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
  it("keeps harmless dot segments as the path they resolve to", () => {
    expect(safeReturnPath("/a/./b")).toBe("/a/b");
    expect(safeReturnPath("/a/../article/7")).toBe("/article/7");
    expect(safeReturnPath("/../article/7")).toBe("/article/7");
    expect(safeReturnPath("/%2e%2e/article/7")).toBe("/article/7");
    expect(safeReturnPath("/article/7?next=//evil.example")).toBe("/article/7?next=//evil.example");
    expect(safeReturnPath("/%2f%2fevil.example")).toBe("/%2f%2fevil.example");
  });
  it("never returns to a sign-in page, however it is spelt", () => {
    expect(safeReturnPath("/./login")).toBeNull();
    expect(safeReturnPath("/a/../signup")).toBeNull();
    expect(safeReturnPath("/login")).toBeNull();
    expect(safeReturnPath("/admin/login?next=/x")).toBeNull();
  });
});

describe("signInPathFor", () => {
  it("sends admin pages to /admin/login and the rest to /login, with the way back", () => {
    expect(signInPathFor("/article/7")).toBe("/login?next=%2Farticle%2F7");
    expect(signInPathFor("/")).toBe("/login");
    expect(signInPathFor("/admin")).toBe("/admin/login");
    expect(signInPathFor("/admin/users?page=2")).toBe("/admin/login?next=%2Fadmin%2Fusers%3Fpage%3D2");
    expect(signInPathFor("/administrators")).toBe("/login?next=%2Fadministrators");
  });
});
