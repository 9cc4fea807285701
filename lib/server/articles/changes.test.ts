import { describe, expect, it } from "vitest";
import { articleChanges, bodyText, wordChanges } from "@/lib/server/articles/changes";

const kept = (parts: ReturnType<typeof wordChanges>, side: "added" | "removed") =>
  parts
    .filter((p) => p.change !== side)
    .map((p) => p.text)
    .join("");

describe("what changed between a version and the current text", () => {
  it("marks whole Arabic words removed and added, and each side reads back as its own text", () => {
    const before = "أثر تحلية المياه في مصر";
    const after = "أثر تحلية مياه البحر في مصر";
    const parts = wordChanges(before, after);
    expect(parts.filter((p) => p.change === "removed").map((p) => p.text)).toEqual(["المياه"]);
    expect(parts.filter((p) => p.change === "added").map((p) => p.text.trim())).toEqual(["مياه البحر"]);
    expect(kept(parts, "added")).toBe(before);
    expect(kept(parts, "removed")).toBe(after);
  });

  it("an unchanged field is one kept run; an empty one has none", () => {
    expect(wordChanges("same words", "same words")).toEqual([{ text: "same words", change: "same" }]);
    expect(wordChanges("", "")).toEqual([]);
    expect(wordChanges("", "new")).toEqual([{ text: "new", change: "added" }]);
  });

  it("compares the body's text, not its markup: paragraphs become lines, entities are read", () => {
    expect(bodyText("<p>نص <strong>المقال</strong></p><p>a &amp; b&nbsp;c</p><ul><li>one</li><li>two</li></ul>")).toBe("نص المقال\na & b c\none\ntwo");
    const changes = articleChanges(
      { title_ar: "ع", title_en: null, abstract_ar: "م", abstract_en: null, body: "<p>the <em>old</em> text</p>" },
      { title_ar: "ع", title_en: "T", abstract_ar: "م", abstract_en: null, body: "<p>the new text</p>" },
    );
    expect(changes.title_en).toEqual([{ text: "T", change: "added" }]);
    expect(changes.abstract_en).toEqual([]);
    expect(changes.body.filter((p) => p.change !== "same")).toEqual([
      { text: "old", change: "removed" },
      { text: "new", change: "added" },
    ]);
  });
});
