import { describe, expect, it } from "vitest";
import { ZArticleInput } from "@/lib/schemas/articles";

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
});
