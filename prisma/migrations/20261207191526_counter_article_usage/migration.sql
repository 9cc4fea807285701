-- CreateTable
CREATE TABLE "ArticleUsage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "pageId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "reader" TEXT NOT NULL,
    "unique" BOOLEAN NOT NULL,
    "month" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "ArticleUsage_pageId_kind_reader_at_idx" ON "ArticleUsage"("pageId", "kind", "reader", "at");

-- CreateIndex
CREATE INDEX "ArticleUsage_pageId_month_idx" ON "ArticleUsage"("pageId", "month");
