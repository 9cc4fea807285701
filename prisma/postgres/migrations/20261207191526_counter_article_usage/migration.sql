-- CreateTable
CREATE TABLE "ArticleUsage" (
    "id" SERIAL NOT NULL,
    "pageId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "reader" TEXT NOT NULL,
    "unique" BOOLEAN NOT NULL,
    "month" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArticleUsage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ArticleUsage_pageId_kind_reader_at_idx" ON "ArticleUsage"("pageId", "kind", "reader", "at");

-- CreateIndex
CREATE INDEX "ArticleUsage_pageId_month_idx" ON "ArticleUsage"("pageId", "month");
