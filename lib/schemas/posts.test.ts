import { describe, expect, it } from "vitest";
import { ZPostId, ZPostInput, ZPostListQuery, ZPostUpdateInput } from "@/lib/schemas/posts";

const base = { title: " عنوان ", content: "ملخص", author: "كاتب" };

describe("ZPostInput", () => {
  it("trims, defaults the optional fields and joins keywords", () => {
    expect(ZPostInput.parse({ ...base, keywords: ["AI", " تعلم آلي ", "", "ai"] })).toEqual({
      title: "عنوان",
      content: "ملخص",
      author: "كاتب",
      keywords: "AI, تعلم آلي",
      full_content: "",
      category: "",
      read_time: null,
      image_path: null,
      image_url: null,
    });
  });
  it("requires title, content and author with the spec's message", () => {
    const r = ZPostInput.safeParse({ title: "", content: "  " });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(["articleRequired", "articleRequired", "articleRequired"]);
  });
  it.each([
    [5, 5],
    ["12", 12],
    ["٧ دقائق", 7],
    ["", null],
    [null, null],
  ])("reads read_time %j as %j", (read_time, expected) => {
    expect(ZPostInput.parse({ ...base, read_time }).read_time).toBe(expected);
  });
  it.each([0, -1, 601, 2.5, "soon", true])("refuses read_time %j", (read_time) => {
    expect(ZPostInput.safeParse({ ...base, read_time }).success).toBe(false);
  });
  it("accepts safe image references only", () => {
    expect(ZPostInput.parse({ ...base, image_path: "/uploads/0123456789abcdef0123456789abcdef.png" }).image_path).toBe(
      "/uploads/0123456789abcdef0123456789abcdef.png",
    );
    expect(ZPostInput.parse({ ...base, image_url: "https://example.org/a.jpg" }).image_url).toBe("https://example.org/a.jpg");
    for (const bad of ["javascript:alert(1)", "../../etc/passwd", "//evil.test/a.png", 'x" onerror="y']) {
      expect(ZPostInput.safeParse({ ...base, image_url: bad }).success).toBe(false);
    }
  });
});

describe("ids and list queries", () => {
  it.each([
    [1, 1],
    ["42", 42],
    [" 7 ", 7],
  ])("accepts id %j", (id, n) => expect(ZPostId.parse(id)).toBe(n));
  it.each(["abc", "0", "-1", "1.5", "1e3", "../1", "1 OR 1=1", "", null, {}])("refuses id %j", (id) => expect(ZPostId.safeParse(id).success).toBe(false));
  it("update needs an id", () => expect(ZPostUpdateInput.safeParse(base).success).toBe(false));
  it("list query bounds", () => {
    expect(ZPostListQuery.parse({ q: " ذكاء ", limit: "5", cursor: "9" })).toEqual({ q: "ذكاء", limit: 5, cursor: 9 });
    expect(ZPostListQuery.safeParse({ limit: "0" }).success).toBe(false);
    expect(ZPostListQuery.safeParse({ cursor: "x" }).success).toBe(false);
  });
});
