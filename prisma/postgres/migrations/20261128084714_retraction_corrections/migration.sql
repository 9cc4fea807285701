-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "pageId" INTEGER,
ADD COLUMN     "retractedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ArticleVersion" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'submission';

-- CreateIndex
CREATE UNIQUE INDEX "Article_pageId_key" ON "Article"("pageId");

-- A published article's address is its post's id from now on kept beside it; an article retracted
-- before this lost its post and with it its address, and dates its retraction from its last change.
UPDATE "Article" SET "pageId" = "postId" WHERE "postId" IS NOT NULL;
UPDATE "Article" SET "retractedAt" = "updatedAt" WHERE "status" = 'retracted';
