-- CreateTable
CREATE TABLE "ArticlePdf" (
    "articleId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "path" TEXT,
    "dueAt" DATETIME,
    "claimedUntil" DATETIME,
    "madeAt" DATETIME,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    CONSTRAINT "ArticlePdf_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ArticlePdf_dueAt_idx" ON "ArticlePdf"("dueAt");

-- CreateIndex
CREATE INDEX "ArticlePdf_path_idx" ON "ArticlePdf"("path");
