import { describe, expect, it } from "vitest";
import { feedNameOf, feedUrls, tagFeedUrl } from "@/lib/feeds/names";

describe("feed names", () => {
  it("reads the name of '{name}.atom', decoded or not, and nothing else", () => {
    expect(feedNameOf("nlp.atom")).toBe("nlp");
    expect(feedNameOf("تعلم-الآلة.atom")).toBe("تعلم-الآلة");
    expect(feedNameOf(`${encodeURIComponent("تعلم-الآلة")}.atom`)).toBe("تعلم-الآلة");
    for (const bad of ["nlp", "nlp.rss", ".atom", "%E0%A4%A.atom"]) expect(feedNameOf(bad)).toBeNull();
  });

  it("builds a member's addresses with the token, and leaves the researcher's out without a handle", () => {
    expect(feedUrls("https://m.example", { handle: "laila", token: "a+b" })).toEqual({
      articles: "https://m.example/feeds/articles.atom?token=a%2Bb",
      researcher: "https://m.example/feeds/researchers/laila.atom?token=a%2Bb",
    });
    expect(feedUrls("https://m.example", { handle: null, token: null })).toEqual({ articles: "https://m.example/feeds/articles.atom", researcher: null });
  });
});

describe("tagFeedUrl", () => {
  it("encodes an Arabic slug and adds the member's token only when there is one", () => {
    expect(tagFeedUrl("https://m.example", "تعلم-الآلة", "a+b")).toBe(`https://m.example/feeds/tags/${encodeURIComponent("تعلم-الآلة")}.atom?token=a%2Bb`);
    expect(tagFeedUrl("", "nlp", null)).toBe("/feeds/tags/nlp.atom");
  });
});
