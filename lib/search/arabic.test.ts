import { describe, expect, it } from "vitest";
import { indexedKeyOf, normalizeArabic, queryTerms, searchKeyOf, stemArabicWord, stemmedKeyOf, stemmedWords, wordVariants } from "./arabic";

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

/** Does a stored text match a query the way the index does (every word, the last as a prefix)? */
const finds = (stored: string, q: string) => {
  const tokens = stemmedKeyOf(stored).trim().split(" ");
  const terms = queryTerms(q);
  return terms.every((variants, i) => variants.some((v) => tokens.some((t) => (i === terms.length - 1 ? t.startsWith(v) : t === v))));
};

describe("stemArabicWord / stemmedWords", () => {
  it("maps plural and definite forms onto the singular's stem", () => {
    expect(stemmedWords("المكتبات")).toEqual(stemmedWords("مكتبة"));
    expect(stemmedWords("بالمعلمين")).toEqual(stemmedWords("معلم"));
    expect(stemmedWords("للباحثون")).toEqual(["باحث"]);
    expect(stemmedWords("الجامعات")).toEqual(stemmedWords("جامعة"));
    expect(stemmedWords("الاصطناعية")).toEqual(stemmedWords("اصطناعي"));
  });
  it("removes one prefix and one suffix at most", () => {
    expect(stemArabicWord("الجامعات")).toBe("جامع");
    expect(stemArabicWord("كتابها")).toBe("كتاب");
    expect(stemArabicWord("والبحث")).toBe("بحث");
  });
  it("keeps at least two letters: short words whose ending looks like a suffix stay whole", () => {
    expect(stemArabicWord("ال")).toBe("ال");
    expect(stemArabicWord("من")).toBe("من");
    expect(stemArabicWord("كان")).toBe("كان"); // 'was': ك + ان would leave one letter
    expect(stemArabicWord("الم")).toBe("الم"); // 'pain' (ألم), not the article before one letter
    expect(stemArabicWord("بيت")).toBe("بيت"); // no affix at all: ب is not a prefix, ت not a suffix
    expect(stemArabicWord("فيه")).toBe("في"); // two letters kept, the floor
  });
  it("never cuts a bare و, which is also a first root letter: ولد، وهم، وطن stay whole", () => {
    for (const w of ["ولد", "وهم", "وطن", "وقت"]) {
      expect(stemArabicWord(w)).toBe(w);
      expect(wordVariants(w)).toEqual([w]); // two letters after و are too few to be a word of their own
    }
    expect(wordVariants(normalizeArabic("وزارة"))).toEqual(["وزار", "زار"]);
    expect(wordVariants("وبحث")).toEqual(["وبحث", "بحث"]);
    expect(wordVariants("والبحث")).toEqual(["بحث"]);
  });
  it("leaves Latin words and numbers, and drops punctuation and LIKE wildcards", () => {
    expect(stemmedWords("Machine-Learning 2026, 100%_done")).toEqual(["machine", "learning", "2026", "100", "done"]);
  });
  it("normalizes before stemming", () => {
    expect(stemmedWords("المَكْتَبَةُ")).toEqual(["مكتب"]);
  });
});

describe("finding by stems (the index's rule)", () => {
  it("'المكتبات' finds 'مكتبة' and 'والبحث' finds 'بحث', both ways", () => {
    expect(finds("مكتبة الجامعة", "المكتبات")).toBe(true);
    expect(finds("المكتبات الرقمية", "مكتبة")).toBe(true);
    expect(finds("بحث علمي", "والبحث")).toBe(true);
    expect(finds("والبحث العلمي", "بحث")).toBe(true);
    expect(finds("منهجية وبحث", "بحث")).toBe(true);
  });
  it("'الذكاء الاصطناعي' however it is typed", () => {
    const stored = "مقدمة في الذكاء الاصطناعي عام ٢٠٢٦";
    for (const q of [
      "الذَّكَاءُ الاصْطِنَاعِيُّ",
      "الذكـــاء الإصطناعي",
      "ذكاء اصطناعية",
      "الذكاء الاصطناع",
      "الذكاء الاصطناعي 2026",
      "آلذكاء",
      "الذكاء الاصطناعي ٢٠٢٦",
    ]) {
      expect(finds(stored, q), q).toBe(true);
    }
    expect(finds("مدرسة", "مدرسه")).toBe(true);
    expect(finds("مستشفى", "المستشفي")).toBe(true);
  });
  it("a word starting with و finds the word with the article, and the short words find only themselves", () => {
    expect(finds("الوزارة", "وزارة")).toBe(true);
    expect(finds("الوطنية", "وطن")).toBe(true);
    expect(finds("ولد الطالب", "ولد")).toBe(true);
    expect(finds("لدن", "ولد")).toBe(false); // ولد is not و + لد
    expect(finds("همة", "وهم")).toBe(false);
    expect(finds("مكان", "كان")).toBe(false);
  });
  it("every word must match; only the last is a prefix", () => {
    expect(finds("تعلم الآلة", "تعلم الحاسوب")).toBe(false);
    expect(finds("التعليم عن بعد", "التعل بعد")).toBe(false);
    expect(finds("التعليم عن بعد", "بعد التعل")).toBe(true);
  });
  it("a query of marks, punctuation or FTS syntax has no words; syntax is searched as words", () => {
    expect(queryTerms("ًٌٍ")).toEqual([]);
    expect(queryTerms('"*%_()')).toEqual([]);
    expect(queryTerms('NEAR("a" OR b*)')).toEqual([["near"], ["a"], ["or"], ["b"]]);
  });
  it("stores the title first, then every field, for ranking", () => {
    expect(indexedKeyOf("المكتبات", "والبحث")).toBe(" مكتب | مكتب بحث ");
  });
});
