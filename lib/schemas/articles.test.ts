import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { describeZodError } from "@/lib/http/validation";
import { ZArticleInput } from "@/lib/schemas/articles";
import { KEYWORD_MAX, KEYWORDS_MAX } from "@/lib/schemas/limits";
import { VALIDATION_LIMITS } from "@/lib/schemas/limits";
import ar from "@/messages/ar.json";

const base = { title_ar: "عنوان", abstract_ar: "ملخص" };

describe("ZArticleInput", () => {
  it("fills the defaults: CC BY 4.0, no DOI, empty lists", () => {
    expect(ZArticleInput.parse(base)).toMatchObject({ license: "CC-BY-4.0", doi: null, keywords: [], co_authors: [], references: [], title_en: null });
  });
  it("reads lists sent as JSON text (multipart) and keywords as a comma list", () => {
    const parsed = ZArticleInput.parse({
      ...base,
      keywords: "مياه، تحلية, water",
      co_authors: JSON.stringify([{ name: "ليلى حداد", orcid: "https://orcid.org/0000-0002-1825-0097" }]),
      references: '["مرجع أول", ""]',
    });
    expect(parsed.keywords).toEqual(["مياه", "تحلية", "water"]);
    expect(parsed.co_authors).toEqual([{ name: "ليلى حداد", affiliation: null, orcid: "0000-0002-1825-0097", user_id: null }]);
    expect(parsed.references).toEqual(["مرجع أول"]);
  });
  it("refuses a wrong ORCID checksum, a malformed DOI and an unknown licence", () => {
    expect(ZArticleInput.safeParse({ ...base, co_authors: [{ name: "x", orcid: "0000-0002-1825-0098" }] }).success).toBe(false);
    expect(ZArticleInput.safeParse({ ...base, doi: "10.12/x" }).success).toBe(false);
    expect(ZArticleInput.parse({ ...base, doi: "https://doi.org/10.1234/m.5" }).doi).toBe("10.1234/m.5");
    expect(ZArticleInput.safeParse({ ...base, license: "cc0" }).success).toBe(false);
    expect(ZArticleInput.safeParse({ ...base, license: "CC-BY-3.0" }).success).toBe(false);
  });
  it("takes a licence's SPDX identifier in any letter case and keeps SPDX's spelling", () => {
    expect(ZArticleInput.parse({ ...base, license: "cc-by-nc-nd-4.0" }).license).toBe("CC-BY-NC-ND-4.0");
    expect(ZArticleInput.parse({ ...base, license: "CC0-1.0" }).license).toBe("CC0-1.0");
    expect(ZArticleInput.parse({ ...base, license: "cc0-1.0" }).license).toBe("CC0-1.0");
    expect(ZArticleInput.parse({ ...base, license: "ALL-RIGHTS-RESERVED" }).license).toBe("all-rights-reserved");
  });
  it("refuses a keyword longer than its own limit and names that limit, not the interests' one", () => {
    const long = ZArticleInput.safeParse({ ...base, keywords: ["ا".repeat(KEYWORD_MAX + 1)] });
    expect(long.success).toBe(false);
    expect(describeZodError(long.error!).message).toBe(`keywords: A keyword may have at most ${KEYWORD_MAX} characters`);
    expect(KEYWORD_MAX).toBe(50);
    expect(ZArticleInput.parse({ ...base, keywords: ["ا".repeat(KEYWORD_MAX)] }).keywords).toHaveLength(1);
    const many = ZArticleInput.safeParse({ ...base, keywords: Array.from({ length: KEYWORDS_MAX + 1 }, (_, i) => `k${i}`) });
    expect(describeZodError(many.error!).message).toBe(`keywords: At most ${KEYWORDS_MAX} keywords`);
    // the Arabic message names the same number (in whichever digits the locale writes)
    const t = createTranslator({ locale: "ar", messages: ar, namespace: "Validation" });
    expect(t("keywordTooLong", VALIDATION_LIMITS.keywordTooLong)).toMatch(/50|٥٠/);
  });
});
