// Prepares again the search key (lib/search/arabic.ts indexedKeyOf) of every row of the searchable tables,
// for the rows stored before full-text search (migration 20261123024606_full_text_search, after.ts).
// The keys stored then were the normalized fields, title first (searchKeyOf), or for questions and
// topics the words stemmed the old way; those two are prepared from their fields again.
import { indexedKeyOf, stemmedKeyOf } from "../lib/search/arabic";

/** Per table: the title column and the columns of the rest (the old normalized key holds them all). */
const SOURCES: Record<string, [string, ...string[]]> = {
  Post: ["title", "searchKey"],
  Exam: ["name", "searchKey"],
  Book: ["title", "searchKey"],
  LearningResource: ["title", "searchKey"],
  Opportunity: ["title", "searchKey"],
  ResearchProject: ["title", "searchKey"],
  Question: ["title", "description", "keyword"],
  Topic: ["title", "author", "requirements"],
};

type Db = { all: (sql: string) => Promise<Record<string, unknown>[]>; run: (sql: string, params: unknown[]) => Promise<unknown> };

export async function rebuildSearchKeys(db: Db) {
  for (const [table, [title, ...rest]] of Object.entries(SOURCES)) {
    const columns = [title, ...rest].map((c) => `"${c}"`).join(", ");
    for (const row of await db.all(`SELECT "id", ${columns} FROM "${table}"`)) {
      const [head, ...tail] = [title, ...rest].map((c) => String(row[c] ?? ""));
      // an old normalized key already starts with the title
      const key = rest[0] === "searchKey" ? `${stemmedKeyOf(head)}|${stemmedKeyOf(tail[0])}` : indexedKeyOf(head, ...tail);
      await db.run(`UPDATE "${table}" SET "searchKey" = $1 WHERE "id" = $2`, [key, row.id]);
    }
  }
}
