-- Licences become SPDX identifiers in SPDX's own spelling (CC-BY-4.0, not cc-by-4.0); all rights
-- reserved keeps its name. Data only: the column's default stays as it was, since changing a
-- default rebuilds an SQLite table, and dropping "Article" inside this migration's transaction
-- (where foreign keys cannot be switched off) would delete its authors, references, versions and
-- reviews with it. The app always writes the licence and reads any spelling (lib/articles/licenses.ts).

UPDATE "Article" SET "license" = 'CC-BY-4.0' WHERE lower("license") = 'cc-by-4.0' AND "license" <> 'CC-BY-4.0';
UPDATE "Article" SET "license" = 'CC-BY-SA-4.0' WHERE lower("license") = 'cc-by-sa-4.0' AND "license" <> 'CC-BY-SA-4.0';
UPDATE "Article" SET "license" = 'CC-BY-NC-4.0' WHERE lower("license") = 'cc-by-nc-4.0' AND "license" <> 'CC-BY-NC-4.0';
UPDATE "Article" SET "license" = 'CC-BY-NC-SA-4.0' WHERE lower("license") = 'cc-by-nc-sa-4.0' AND "license" <> 'CC-BY-NC-SA-4.0';
UPDATE "Article" SET "license" = 'CC-BY-ND-4.0' WHERE lower("license") = 'cc-by-nd-4.0' AND "license" <> 'CC-BY-ND-4.0';
UPDATE "Article" SET "license" = 'CC-BY-NC-ND-4.0' WHERE lower("license") = 'cc-by-nc-nd-4.0' AND "license" <> 'CC-BY-NC-ND-4.0';
UPDATE "Article" SET "license" = 'CC0-1.0' WHERE lower("license") = 'cc0-1.0' AND "license" <> 'CC0-1.0';
UPDATE "Article" SET "license" = 'all-rights-reserved' WHERE lower("license") = 'all-rights-reserved' AND "license" <> 'all-rights-reserved';

-- the licence each kept version was submitted under, in the snapshot's JSON
UPDATE "ArticleVersion" SET "snapshot" = REPLACE("snapshot", '"license":"cc-by-4.0"', '"license":"CC-BY-4.0"') WHERE "snapshot" LIKE '%"license":"cc-by-4.0"%';
UPDATE "ArticleVersion" SET "snapshot" = REPLACE("snapshot", '"license":"cc-by-sa-4.0"', '"license":"CC-BY-SA-4.0"') WHERE "snapshot" LIKE '%"license":"cc-by-sa-4.0"%';
UPDATE "ArticleVersion" SET "snapshot" = REPLACE("snapshot", '"license":"cc-by-nc-4.0"', '"license":"CC-BY-NC-4.0"') WHERE "snapshot" LIKE '%"license":"cc-by-nc-4.0"%';
