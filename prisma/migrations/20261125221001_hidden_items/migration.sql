-- AlterTable
ALTER TABLE "user" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "Opportunity" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "ResearchProject" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "Topic" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "LearningResource" ADD COLUMN "hiddenAt" DATETIME;

-- AlterTable
ALTER TABLE "Article" ADD COLUMN "hiddenAt" DATETIME;
