-- CreateTable
CREATE TABLE "ArticlePdf" (
    "articleId" INTEGER NOT NULL,
    "path" TEXT,
    "dueAt" TIMESTAMP(3),
    "claimedUntil" TIMESTAMP(3),
    "madeAt" TIMESTAMP(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,

    CONSTRAINT "ArticlePdf_pkey" PRIMARY KEY ("articleId")
);

-- CreateIndex
CREATE INDEX "ArticlePdf_dueAt_idx" ON "ArticlePdf"("dueAt");

-- CreateIndex
CREATE INDEX "ArticlePdf_path_idx" ON "ArticlePdf"("path");

-- AddForeignKey
ALTER TABLE "ArticlePdf" ADD CONSTRAINT "ArticlePdf_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;
