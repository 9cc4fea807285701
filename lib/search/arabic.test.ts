import { describe, expect, it } from "vitest";
import {
  hasWordCharacter,
  indexedKeyOf,
  normalizeArabic,
  queryTerms,
  searchKeyOf,
  searchTermsOf,
  stemArabicWord,
  stemmedKeyOf,
  stemmedWords,
  wordVariants,
} from "./arabic";

describe("normalizeArabic", () => {
  it("unifies the hamza'd alef with the bare one", () => {
    expect(normalizeArabic("الإصطناعي")).toBe(normalizeArabic("الاصطناعي"));
  });
  it.each([
    // alef forms, taa marbuta and alef maqsura
    ["أحمد آمن إيمان", "احمد امن ايمان"],
    ["مدرسة", "مدرسه"],
    ["مستشفى", "مستشفي"],
    // diacritics and tatweel dropped
    ["الذَّكَاءُ الاصْطِنَاعِيُّ", "الذكاء الاصطناعي"],
    ["العـــلوم", "العلوم"],
    // Arabic-Indic and Persian digits as ASCII
    ["٢٠٢٦", "2026"],
    ["۱۲۳", "123"],
    // Latin lower-cased, white space folded
    ["  Machine   LEARNING ", "machine learning"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
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
  it.each([
    ["المكتبات", "مكتبة"],
    ["بالمعلمين", "معلم"],
    ["الجامعات", "جامعة"],
    ["الاصطناعية", "اصطناعي"],
  ])("maps the plural or definite %s onto the stem of the singular %s", (form, singular) => {
    expect(stemmedWords(form)).toEqual(stemmedWords(singular));
  });
  it.each([
    ["للباحثون", ["باحث"], "plural and prepositions"],
    [
      "Machine-Learning 2026, 100%_done",
      ["machine", "learning", "2026", "100", "done"],
      "Latin words and numbers kept, punctuation and LIKE wildcards dropped",
    ],
    ["المَكْتَبَةُ", ["مكتب"], "normalized before stemming"],
  ])("stems the words of %s into %j (%s)", (input, expected) => {
    expect(stemmedWords(input)).toEqual(expected);
  });
  it.each([
    ["الجامعات", "جامع", "one prefix and one suffix at most"],
    ["كتابها", "كتاب", "a suffix"],
    ["والبحث", "بحث", "a prefix"],
    ["ال", "ال", "at least two letters are kept"],
    ["من", "من", "at least two letters are kept"],
    ["كان", "كان", "'was': ك + ان would leave one letter"],
    ["الم", "الم", "'pain' (ألم), not the article before one letter"],
    ["بيت", "بيت", "no affix at all: ب is not a prefix, ت not a suffix"],
    ["فيه", "في", "two letters kept, the floor"],
  ])("stems %s to %s (%s)", (word, stem) => {
    expect(stemArabicWord(word)).toBe(stem);
  });
  it.each(["ولد", "وهم", "وطن", "وقت"])("never cuts a bare و, which is also a first root letter: %s stays whole", (w) => {
    expect(stemArabicWord(w)).toBe(w);
    expect(wordVariants(w)).toEqual([w]); // two letters after و are too few to be a word of their own
  });
  it("offers the word without و where enough is left", () => {
    expect(wordVariants(normalizeArabic("وزارة"))).toEqual(["وزار", "زار"]);
    expect(wordVariants("وبحث")).toEqual(["وبحث", "بحث"]);
    expect(wordVariants("والبحث")).toEqual(["بحث"]);
  });
});

describe("finding by stems (the index's rule)", () => {
  it.each([
    // 'المكتبات' finds 'مكتبة' and 'والبحث' finds 'بحث', both ways
    ["مكتبة الجامعة", "المكتبات", true],
    ["المكتبات الرقمية", "مكتبة", true],
    ["بحث علمي", "والبحث", true],
    ["والبحث العلمي", "بحث", true],
    ["منهجية وبحث", "بحث", true],
    ["مدرسة", "مدرسه", true],
    ["مستشفى", "المستشفي", true],
    // a word starting with و finds the word with the article, and the short words find only themselves
    ["الوزارة", "وزارة", true],
    ["الوطنية", "وطن", true],
    ["ولد الطالب", "ولد", true],
    ["لدن", "ولد", false], // ولد is not و + لد
    ["همة", "وهم", false],
    ["مكان", "كان", false],
    // every word must match; only the last is a prefix
    ["تعلم الآلة", "تعلم الحاسوب", false],
    ["التعليم عن بعد", "التعل بعد", false],
    ["التعليم عن بعد", "بعد التعل", true],
  ])("%s, searched for %s: found %s", (stored, q, found) => {
    expect(finds(stored, q)).toBe(found);
  });
  it.each(["الذَّكَاءُ الاصْطِنَاعِيُّ", "الذكـــاء الإصطناعي", "ذكاء اصطناعية", "الذكاء الاصطناع", "الذكاء الاصطناعي 2026", "آلذكاء", "الذكاء الاصطناعي ٢٠٢٦"])(
    "'الذكاء الاصطناعي' however it is typed: %s",
    (q) => {
      expect(finds("مقدمة في الذكاء الاصطناعي عام ٢٠٢٦", q)).toBe(true);
    },
  );
  it.each([
    ["ًٌٍ", []],
    ['"*%_()', []],
    ['NEAR("a" OR b*)', [["near"], ["a"], ["or"], ["b"]]],
  ])("a query of marks, punctuation or FTS syntax has no words; syntax is searched as words: %s → %j", (q, terms) => {
    expect(queryTerms(q)).toEqual(terms);
  });
  it("stores the title first, then every field, for ranking", () => {
    expect(indexedKeyOf("المكتبات", "والبحث")).toBe(" مكتب | مكتب بحث ");
  });
});

describe("searchTermsOf", () => {
  it("is null for a blank query (no filter) and [] for one with no letter or digit (nothing matches)", () => {
    for (const q of [undefined, null, "", "   ", "\u064B"]) expect(searchTermsOf(q), String(q)).toBeNull();
    for (const q of ["%%%", "---", "؟؟", "_", '"*']) expect(searchTermsOf(q), q).toEqual([]);
    expect(searchTermsOf("50%")).toEqual([["50"]]);
  });
  it("hasWordCharacter sees letters and digits of any script, and nothing else", () => {
    for (const t of ["a", "ب", "٣", "x_y", "%5"]) expect(hasWordCharacter(t), t).toBe(true);
    for (const t of ["", "%%%", "---", "؟؟", "_", "\u200B\u2060", "@."]) expect(hasWordCharacter(t), t).toBe(false);
  });
});
