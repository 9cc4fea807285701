import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "@/test/scratch-database";
import { scriptClient } from "./client";
import { applyMigrations } from "./migrate.mjs";

// The migration spdx_licenses on a real database (test/scratch-database.ts, left unmigrated: the
// test applies the migrations itself): articles written with the old lower-case licences, and the versions that
// kept them, read SPDX's spelling afterwards, and nothing else of the article is lost.
const MIGRATION = "20261128090000_spdx_licenses";
const { url, drop } = await scratchDatabase({ migrate: false });
const db = await scriptClient(url);
afterAll(async () => {
  await db.$disconnect();
  await drop();
});

describe("migration spdx_licenses", { timeout: 120_000 }, () => {
  it("moves every stored licence to SPDX's spelling and keeps the article's lists", async () => {
    await applyMigrations(url, { log: () => {} });
    const old = ["cc-by-4.0", "cc-by-sa-4.0", "cc-by-nc-4.0", "all-rights-reserved"];
    const ids: number[] = [];
    for (const license of old) {
      const article = await db.article.create({
        data: {
          authorName: "ليلى حداد",
          title: `عنوان ${license}`,
          abstractAr: "ملخص",
          license,
          coAuthors: { create: [{ position: 0, name: "عمر بن سعيد" }] },
          versions: { create: [{ n: 1, snapshot: JSON.stringify({ title_ar: "عنوان", license, doi: null }) }] },
        },
      });
      ids.push(article.id);
    }
    // as if the migration had not run yet on this data
    await db.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE "migration_name" = '${MIGRATION}'`);
    expect(await applyMigrations(url, { log: () => {} })).toBe(1);

    const rows = await db.article.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, include: { coAuthors: true, versions: true } });
    expect(rows.map((r) => r.license)).toEqual(["CC-BY-4.0", "CC-BY-SA-4.0", "CC-BY-NC-4.0", "all-rights-reserved"]);
    expect(rows.map((r) => JSON.parse(r.versions[0].snapshot).license)).toEqual(["CC-BY-4.0", "CC-BY-SA-4.0", "CC-BY-NC-4.0", "all-rights-reserved"]);
    expect(rows.map((r) => r.coAuthors.map((c) => c.name))).toEqual(old.map(() => ["عمر بن سعيد"]));
  });
});
