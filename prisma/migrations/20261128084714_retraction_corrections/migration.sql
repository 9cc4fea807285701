-- AlterTable
ALTER TABLE "Article" ADD COLUMN "pageId" INTEGER;
ALTER TABLE "Article" ADD COLUMN "retractedAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ArticleVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "articleId" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,
    "snapshot" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL DEFAULT 'submission',
    CONSTRAINT "ArticleVersion_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ArticleVersion" ("articleId", "createdAt", "id", "n", "note", "snapshot") SELECT "articleId", "createdAt", "id", "n", "note", "snapshot" FROM "ArticleVersion";
DROP TABLE "ArticleVersion";
ALTER TABLE "new_ArticleVersion" RENAME TO "ArticleVersion";
CREATE UNIQUE INDEX "ArticleVersion_articleId_n_key" ON "ArticleVersion"("articleId", "n");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Article_pageId_key" ON "Article"("pageId");

-- A published article's address is its post's id from now on kept beside it; an article retracted
-- before this lost its post and with it its address, and dates its retraction from its last change.
UPDATE "Article" SET "pageId" = "postId" WHERE "postId" IS NOT NULL;
UPDATE "Article" SET "retractedAt" = "updatedAt" WHERE "status" = 'retracted';
