import { describe, expect, it } from "vitest";
import { queryTerms } from "./arabic";
import { ftsQuery, pgQuery } from "./search-query";

describe("search engines' queries", () => {
  it("FTS5: every word (any of its stems), the last as a prefix, all quoted", () => {
    expect(ftsQuery(queryTerms('وزارة "المكتبات" OR NEAR(*'))).toBe('("وزار" OR "زار") AND ("مكتب") AND ("or") AND ("near"*)');
  });
  it("PostgreSQL: the same rule as a tsquery, the last word as a prefix lexeme", () => {
    expect(pgQuery(queryTerms("المكتبات وبحث"))).toBe("('مكتب') & ('وبحث':* | 'بحث':*)");
    expect(pgQuery(queryTerms("ذكاء"))).toBe("('ذكاء':*)");
    expect(pgQuery(queryTerms('وزارة "المكتبات" OR NEAR(*'))).toBe("('وزار' | 'زار') & ('مكتب') & ('or') & ('near':*)");
  });
});
