import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openSqlite } from "./migrate.mjs";

// A migration that rebuilds a parent table the way Prisma writes it must keep the rows of the
// tables that cascade from it (SQLite ignores `PRAGMA foreign_keys` inside a transaction).
describe("the SQLite migrator", () => {
  it("rebuilds a parent table without deleting the rows that cascade from it", async () => {
    const db = await openSqlite(`file:${path.join(mkdtempSync(path.join(tmpdir(), "manara-migrate-")), "t.db")}`);
    await db.exec(`CREATE TABLE "Parent" ("id" INTEGER PRIMARY KEY, "name" TEXT);
      CREATE TABLE "Child" ("id" INTEGER PRIMARY KEY, "parentId" INTEGER NOT NULL REFERENCES "Parent" ("id") ON DELETE CASCADE);
      INSERT INTO "Parent" VALUES (1, 'a'); INSERT INTO "Child" VALUES (1, 1), (2, 1);`);
    await db.transaction(() =>
      db.exec(`PRAGMA defer_foreign_keys=ON; PRAGMA foreign_keys=OFF;
        CREATE TABLE "new_Parent" ("id" INTEGER PRIMARY KEY, "name" TEXT, "extra" TEXT NOT NULL DEFAULT '');
        INSERT INTO "new_Parent" ("id", "name") SELECT "id", "name" FROM "Parent";
        DROP TABLE "Parent"; ALTER TABLE "new_Parent" RENAME TO "Parent";
        PRAGMA foreign_keys=ON; PRAGMA defer_foreign_keys=OFF;`),
    );
    expect(await db.all(`SELECT "id" FROM "Child" ORDER BY "id"`)).toEqual([{ id: 1 }, { id: 2 }]);
    // the keys hold again after the migration: deleting the parent now cascades
    await db.exec(`DELETE FROM "Parent" WHERE "id" = 1`);
    expect(await db.all(`SELECT "id" FROM "Child"`)).toEqual([]);
    await db.close();
  });
});
