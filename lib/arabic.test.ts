import { describe, expect, it } from "vitest";
import { normalizeArabic, searchKeyOf, stemArabicWord, stemmedWords } from "./arabic";

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

describe("stemArabicWord / stemmedWords", () => {
  it("maps plural and definite forms onto the singular's stem", () => {
    expect(stemmedWords("المكتبات")).toEqual(stemmedWords("مكتبة"));
    expect(stemmedWords("والبحث")).toEqual(["بحث"]);
    expect(stemmedWords("بالمعلمين")).toEqual(stemmedWords("معلم"));
    expect(stemmedWords("للباحثون")).toEqual(["باحث"]);
  });
  it("keeps at least two letters and leaves short words alone", () => {
    expect(stemArabicWord("ال")).toBe("ال");
    expect(stemArabicWord("وله")).toBe("له");
    expect(stemArabicWord("من")).toBe("من");
  });
  it("removes one prefix and one suffix at most", () => {
    expect(stemArabicWord("الجامعات")).toBe("جامع");
    expect(stemArabicWord("كتابها")).toBe("كتاب");
  });
  it("leaves Latin words and numbers, and drops punctuation and LIKE wildcards", () => {
    expect(stemmedWords("Machine-Learning 2026, 100%_done")).toEqual(["machine", "learning", "2026", "100", "done"]);
  });
  it("normalizes before stemming", () => {
    expect(stemmedWords("المَكْتَبَةُ")).toEqual(["مكتب"]);
  });
});
