import { describe, expect, it } from "vitest";
import { queryTerms } from "./arabic";
import Database from "better-sqlite3";
import { ftsQuery, pageOfRanking, pgQuery, rankedSql, type SearchPage } from "./search-query";

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

describe("rankedSql on SQLite (an FTS5 table shaped as migration search_rank_at makes it)", () => {
  const sql = new Database(":memory:");
  sql.exec(`CREATE VIRTUAL TABLE "Post_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
    INSERT INTO "Post_search"("Post_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');`);
  const insert = sql.prepare(`INSERT INTO "Post_search"(rowid, title, body, at) VALUES (?, ?, ?, ?)`);
  // 60 matches in few distinct texts and dates (many ties), and rows that do not match
  for (let id = 1; id <= 80; id++) {
    const word = id > 60 ? "اخر" : "مياه";
    insert.run(id, id % 4 === 0 ? word : "دراس", id % 3 === 0 ? `${word} ${word} جوف` : word, `2026-02-0${1 + (id % 5)}T00:00:00.000+00:00`);
  }
  const run = (page: Parameters<typeof rankedSql>[2]) => {
    const { sql: text, params } = rankedSql("Post", queryTerms("مياه"), page, false);
    return sql.prepare(text).all(...params) as { id: number | null; n: number }[];
  };
  const all = run({}).map((r) => r.id!);

  it("ranks every match: relevance, then the newest, then the higher id", () => {
    expect(new Set(all)).toEqual(new Set(Array.from({ length: 60 }, (_, i) => i + 1)));
    const scored = sql.prepare(`SELECT rowid AS id, rank, at FROM "Post_search" WHERE "Post_search" MATCH 'مياه*'`).all() as {
      id: number;
      rank: number;
      at: string;
    }[];
    const expected = scored.sort((a, b) => a.rank - b.rank || b.at.localeCompare(a.at) || b.id - a.id).map((r) => r.id);
    expect(all).toEqual(expected);
  });

  it("pages by limit and offset and by cursor through the same order, the count on every row", () => {
    const byOffset = [0, 7, 14, 21, 28, 35, 42, 49, 56].flatMap((offset) => run({ limit: 7, offset }).map((r) => r.id));
    expect(byOffset).toEqual(all);
    const byCursor: number[] = [];
    for (let after: number | undefined; byCursor.length < 60;) {
      const rows = run({ limit: 7, after });
      expect(rows.every((r) => r.n === 60)).toBe(true);
      byCursor.push(...rows.map((r) => r.id!));
      after = byCursor.at(-1);
    }
    expect(byCursor).toEqual(all);
  });

  it("a page past the end, or after a row no longer among the matches, is empty and still counts", () => {
    expect(run({ limit: 7, offset: 60 })).toEqual([{ id: null, n: 60 }]);
    expect(run({ limit: 7, after: 70 })).toEqual([{ id: null, n: 60 }]);
  });

  it("a page cut from the kept best matches is the statement's page, or undefined when it reaches past them", () => {
    const pages: SearchPage[] = [{}, { offset: 59 }];
    for (const limit of [1, 7, 21]) for (const offset of [0, 5, 20, 55, 60, 70]) pages.push({ limit, offset });
    for (const limit of [undefined, 7]) for (const after of [...all.filter((_, i) => i % 6 === 0), all[59], 70]) pages.push({ limit, after });
    pages.push({ limit: 7, offset: 3, after: all[10] });
    for (const kept of [0, 25, 60]) {
      const best = { ids: all.slice(0, kept), total: 60 };
      for (const page of pages) {
        const rows = run(page);
        const fromStatement = { ids: rows.filter((r) => r.id !== null).map((r) => r.id), total: rows[0].n };
        // the kept matches answer a page that lies within them (its cursor among them): all of them do
        // once every match is kept
        const afterAt = page.after === undefined ? -1 : best.ids.indexOf(page.after);
        const start = afterAt + 1 + (page.offset ?? 0);
        const within = (page.after === undefined || afterAt >= 0) && (page.limit === undefined ? kept === 60 : start + page.limit <= kept);
        const fromKept = pageOfRanking(best, page);
        expect(fromKept !== undefined, JSON.stringify({ kept, page })).toBe(kept === 60 || within);
        if (fromKept) expect(fromKept, JSON.stringify({ kept, page })).toEqual(fromStatement);
      }
    }
  });
});
