-- AlterTable
ALTER TABLE "ArticleAuthor" ADD COLUMN     "confirmedAt" TIMESTAMP(3);

-- co-authors linked before consent was asked keep their link, as they were shown
UPDATE "ArticleAuthor" SET "confirmedAt" = CURRENT_TIMESTAMP WHERE "userId" IS NOT NULL;
