import { describe, expect, it } from "vitest";
import { postTagRows, tagPath, tagSlug } from "./tags";

describe("tagSlug", () => {
  it("keeps Arabic as written and joins words with a dash", () => {
    expect(tagSlug(" الذكاء  الاصطناعي ")).toBe("الذكاء-الاصطناعي");
  });
  it("lower-cases Latin and folds punctuation and spacing into one dash", () => {
    expect(tagSlug("Machine  Learning")).toBe("machine-learning");
    expect(tagSlug("C++ / Rust?")).toBe("c-rust");
  });
  it("is empty for a keyword of punctuation only", () => {
    expect(tagSlug("؟!")).toBe("");
  });
});

describe("tagPath", () => {
  it("is the encoded tag page", () => {
    expect(tagPath("مياه جوفية")).toBe(`/tags/${encodeURIComponent("مياه-جوفية")}`);
  });
});

describe("postTagRows", () => {
  it("gives one row per distinct tag, Arabic comma included, first spelling kept", () => {
    expect(postTagRows(7, "Machine Learning، machine learning, مياه,  ,!")).toEqual([
      { postId: 7, slug: "machine-learning", keyword: "Machine Learning" },
      { postId: 7, slug: "مياه", keyword: "مياه" },
    ]);
  });
});
