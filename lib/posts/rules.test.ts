import { describe, expect, it } from "vitest";
import { categoryFromKeywords, editableCategory, legacyCategoryName, resolveCategory } from "@/lib/posts/category";
import { DEFAULT_ARTICLE_IMAGE, isAcceptableImageRef, resolveImage } from "@/lib/posts/image";
import { readTimeOf, effectiveReadTime } from "@/lib/posts/read-time";
import { htmlToText, joinKeywords, shareText, splitKeywords, truncate } from "@/lib/posts/text";

describe("read time", () => {
  it("is ceil(words / 200) minutes, at least one", () => {
    expect(readTimeOf("")).toBe(1);
    expect(readTimeOf("كلمة")).toBe(1);
    expect(readTimeOf(Array(200).fill("كلمة").join(" "))).toBe(1);
    expect(readTimeOf(Array(201).fill("word").join(" "))).toBe(2);
    expect(readTimeOf(Array(1000).fill("w").join("  "))).toBe(5);
  });
  it("counts the words of HTML, not its tags", () => {
    const html = `<p>${Array(150).fill("نص").join(" ")}</p><p>${Array(150).fill("text").join(" ")}</p>`;
    expect(readTimeOf(html)).toBe(2);
  });
  it("prefers the writer's figure, then the body, then the short text", () => {
    expect(effectiveReadTime({ readTime: 7, fullContent: "a", content: "b" })).toBe(7);
    expect(effectiveReadTime({ readTime: null, fullContent: "", content: Array(401).fill("x").join(" ") })).toBe(3);
  });
});

describe("category", () => {
  it("gives legacy clients the spec's names, 'عام' by default, free text as written", () => {
    expect(legacyCategoryName({ category: "", keywords: "AI, machine learning" })).toBe("Computer Science");
    expect(legacyCategoryName({ category: "medicalScience", keywords: "" })).toBe("Medical Science");
    expect(legacyCategoryName({ category: "", keywords: "poetry" })).toBe("عام");
    expect(legacyCategoryName({ category: "فلسفة العلوم", keywords: "" })).toBe("فلسفة العلوم");
    // what a legacy client sent comes back as sent, also when it names a known category
    expect(legacyCategoryName({ category: "علوم الحاسوب", keywords: "health" })).toBe("علوم الحاسوب");
    expect(legacyCategoryName({ category: "computer science", keywords: "" })).toBe("computer science");
    expect(legacyCategoryName({ category: " Engineering ", keywords: "" })).toBe("Engineering");
    expect(legacyCategoryName({ category: "general", keywords: "AI" })).toBe("عام");
  });
  it("turns the legacy name back into what the form edits, keeping automatic ones automatic", () => {
    expect(editableCategory({ category: "Computer Science", keywords: "AI" })).toBe("");
    expect(editableCategory({ category: "Engineering", keywords: "AI" })).toBe("engineering");
    expect(editableCategory({ category: "عام", keywords: "" })).toBe("");
    expect(editableCategory({ category: "فلسفة العلوم", keywords: "" })).toBe("فلسفة العلوم");
  });

  const categories = {
    computerScience: ["computer, networks", "Computing", "AI", "Machine Learning, data", "الذكاء الإصطناعي، بيانات"],
    technology: ["technology"],
    environmentalScience: ["Renewable Energy", "energy", "environment", "الطاقة المتجددة"],
    medicalScience: ["medical", "health", "الصحة"],
    engineering: ["engineering", "هندسة"],
    science: ["science"],
    general: ["تاريخ, أدب", ""],
  };
  for (const [key, keywordLists] of Object.entries(categories)) {
    it.each(keywordLists)(`keywords %j → ${key}`, (keywords) => {
      expect(categoryFromKeywords(keywords)).toBe(key);
    });
  }
  it("the first known keyword wins", () => {
    expect(categoryFromKeywords("poetry, health, engineering")).toBe("medicalScience");
  });
  it("a written category wins over keywords; free text is kept with the general palette", () => {
    expect(resolveCategory({ category: "Engineering", keywords: "health" })).toEqual({ key: "engineering", label: null });
    expect(resolveCategory({ category: "technology", keywords: "" })).toEqual({ key: "technology", label: null });
    expect(resolveCategory({ category: "عام", keywords: "health" })).toEqual({ key: "general", label: null });
    expect(resolveCategory({ category: "فلسفة العلوم", keywords: "" })).toEqual({ key: "general", label: "فلسفة العلوم" });
    expect(resolveCategory({ category: "", keywords: "AI" })).toEqual({ key: "computerScience", label: null });
  });
});

describe("image resolution", () => {
  it("an object uses image_url, else image_path", () => {
    expect(resolveImage({ image_url: "https://x.test/a.png", image_path: "/uploads/b.png" })).toBe("https://x.test/a.png");
    expect(resolveImage({ image_url: "", image_path: "/uploads/b.png" })).toBe("/uploads/b.png");
    expect(resolveImage({ image_url: null, image_path: null })).toBe(DEFAULT_ARTICLE_IMAGE);
  });
  it("data: and http strings are used as is", () => {
    expect(resolveImage("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(resolveImage("http://example.org/p.jpg")).toBe("http://example.org/p.jpg");
  });
  it("other strings become an address on this site", () => {
    expect(resolveImage("uploads/a.jpg")).toBe("/uploads/a.jpg");
    expect(resolveImage("/uploads/a.jpg", "https://manara.example")).toBe("https://manara.example/uploads/a.jpg");
  });
  it("anything else, and dangerous schemes, fall back to the default image", () => {
    for (const bad of [undefined, null, "", "   ", "javascript:alert(1)", "data:text/html,<script>", "//evil.example/x.png", "vbscript:x"]) {
      expect(resolveImage(bad)).toBe(DEFAULT_ARTICLE_IMAGE);
    }
  });
  it.each(["https://a.test/x.png", "/uploads/0123.png", ""])("accepts the typed address %j, a safe kind", (ref) => {
    expect(isAcceptableImageRef(ref)).toBe(true);
  });
  it.each(["javascript:alert(1)", "../../etc/passwd", "//evil.test/x.png", '/x.png" onerror="alert(1)'])("refuses the typed address %j", (ref) => {
    expect(isAcceptableImageRef(ref)).toBe(false);
  });
});

describe("text helpers", () => {
  it("turns HTML into text", () => {
    expect(htmlToText("<h2>عنوان</h2><p>فقرة &amp; <b>نص</b></p><script>alert(1)</script>")).toBe("عنوان فقرة & نص");
  });
  it("truncates with an ellipsis only when longer", () => {
    expect(truncate("قصير", 200)).toBe("قصير");
    const long = "كلمة ".repeat(60).trim();
    const cut = truncate(long, 200);
    expect(cut.endsWith("...")).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(203);
  });
  it("share text is the first 100 characters plus an ellipsis", () => {
    const body = "ا".repeat(150);
    expect(shareText(body)).toBe(`${"ا".repeat(100)}...`);
  });
  it("splits and joins keywords, trimming, dropping empties and duplicates", () => {
    expect(splitKeywords(" AI, تعلم آلي،, ai ,  ")).toEqual(["AI", "تعلم آلي"]);
    expect(joinKeywords(["a", " b ", ""])).toBe("a, b");
  });
});

describe("post search key", () => {
  it("indexes the title, then the four searchable fields, normalized and stemmed, without wildcards", async () => {
    const { postSearchKey } = await import("@/lib/posts/search");
    const key = postSearchKey({ title: "الذكاء الإصطناعي 100%", content: "<p>نصّ</p>", author: "Dr. Nour", keywords: "snake_case" });
    const [title, all] = key.split("|");
    expect(title).toBe(" ذكاء اصطناع 100 ");
    expect(all).toBe(" ذكاء اصطناع 100 نص dr nour snake case ");
    expect(key).not.toMatch(/[%_]/);
  });
});
