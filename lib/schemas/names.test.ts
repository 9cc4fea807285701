import { describe, expect, it } from "vitest";
import { hasVisibleLetter, normalizePersonName, zPersonName } from "@/lib/schemas/names";

describe("normalizePersonName", () => {
  it("removes zero-width, joiner, bidi, tag and filler characters", () => {
    const hidden = [
      "\u200B",
      "\u200C",
      "\u200D",
      "\u2060",
      "\uFEFF",
      "\u200E",
      "\u200F",
      "\u061C",
      "\u202E",
      "\u2066",
      "\u{E0041}",
      "\u{E007F}",
      "\u3164",
      "\u115F",
      "\u1160",
      "\uFFA0",
      "\u00AD",
    ];
    for (const c of hidden) expect(normalizePersonName(`ل${c}يلى`), `U+${c.codePointAt(0)!.toString(16)}`).toBe("ليلى");
  });
  it("applies NFKC and collapses spaces", () => {
    expect(normalizePersonName("\uFEFB")).toBe("\u0644\u0627"); // the lam-alef ligature is its two letters
    expect(normalizePersonName("Ｌａｉｌａ")).toBe("Laila");
    expect(normalizePersonName("  ليلى \u00A0\u3000 حداد\t")).toBe("ليلى حداد");
  });
  it("keeps ordinary names as they are", () => {
    for (const name of ["د. ليلى حداد", "Zoë O'Brien-Smith", "José Ángel", "李小龙"]) expect(normalizePersonName(name)).toBe(name.normalize("NFKC"));
  });
});

describe("zPersonName", () => {
  it("refuses a name with no visible letter", () => {
    for (const name of ["\u3164", "\u200B\u200B", "\u115F\u1160", "---", "...", "123", "\u{E0041}\u{E0042}", "\u2800"]) {
      const parsed = zPersonName(100).safeParse(name);
      expect(parsed.success, JSON.stringify(name)).toBe(false);
    }
    expect(zPersonName(100).safeParse("\u3164").error?.issues[0].message).toBe("required");
    expect(zPersonName(100).safeParse("---").error?.issues[0].message).toBe("nameNoLetter");
  });
  it("answers the normalized name", () => {
    expect(zPersonName(100).parse(" \u200Bسارة\u2060 ")).toBe("سارة");
    expect(hasVisibleLetter("ا")).toBe(true);
  });
});

it("a blank or invisible name is one issue, `required`", () => {
  for (const name of ["", " ", "\u3164\u200B"])
    expect(
      zPersonName(100)
        .safeParse(name)
        .error?.issues.map((i) => i.message),
      JSON.stringify(name),
    ).toEqual(["required"]);
});
