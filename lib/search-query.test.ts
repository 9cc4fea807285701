import { describe, expect, it } from "vitest";
import { queryTerms } from "./arabic";
import { ftsQuery, pgQuery } from "./search-query";

describe("search engines' queries", () => {
  it("FTS5: every word (any of its stems), the last as a prefix, all quoted", () => {
    expect(ftsQuery(queryTerms('وزارة "المكتبات" OR NEAR(*'))).toBe('("وزار" OR "زار") AND ("مكتب") AND ("or") AND ("near"*)');
  });
  it("PostgreSQL: the whole words as a tsquery, the last word as LIKE patterns and a prefix in the rank", () => {
    expect(pgQuery(queryTerms("المكتبات وبحث"))).toEqual({ whole: "('مكتب')", likes: ["% وبحث%", "% بحث%"], rank: "('مكتب') & ('وبحث':* | 'بحث':*)" });
    expect(pgQuery(queryTerms("ذكاء"))).toEqual({ whole: "", likes: ["% ذكاء%"], rank: "('ذكاء':*)" });
  });
});
