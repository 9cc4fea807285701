-- AlterTable
ALTER TABLE "ArticleAuthor" ADD COLUMN "confirmedAt" DATETIME;

-- co-authors linked before consent was asked keep their link, as they were shown
UPDATE "ArticleAuthor" SET "confirmedAt" = CURRENT_TIMESTAMP WHERE "userId" IS NOT NULL;
