import { describe, expect, it } from "vitest";
import { normalizeArabic, searchKeyOf } from "./arabic";

describe("normalizeArabic", () => {
  it("unifies alef forms, taa marbuta and alef maqsura", () => {
    expect(normalizeArabic("الإصطناعي")).toBe(normalizeArabic("الاصطناعي"));
    expect(normalizeArabic("أحمد آمن إيمان")).toBe("احمد امن ايمان");
    expect(normalizeArabic("مدرسة")).toBe("مدرسه");
    expect(normalizeArabic("مستشفى")).toBe("مستشفي");
  });
  it("drops diacritics and tatweel", () => {
    expect(normalizeArabic("الذَّكَاءُ الاصْطِنَاعِيُّ")).toBe("الذكاء الاصطناعي");
    expect(normalizeArabic("العـــلوم")).toBe("العلوم");
  });
  it("turns Arabic-Indic and Persian digits into ASCII", () => {
    expect(normalizeArabic("٢٠٢٦")).toBe("2026");
    expect(normalizeArabic("۱۲۳")).toBe("123");
  });
  it("lower-cases Latin text and folds white space", () => {
    expect(normalizeArabic("  Machine   LEARNING ")).toBe("machine learning");
  });
  it("builds one key from several fields, skipping empty ones", () => {
    const key = searchKeyOf("د. ليلى", null, "Layla@Example.com");
    expect(key).toContain("ليلي");
    expect(key).toContain("layla@example.com");
  });
});
