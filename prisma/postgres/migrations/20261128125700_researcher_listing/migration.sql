-- AlterTable
ALTER TABLE "user" ADD COLUMN     "listResearcherPage" BOOLEAN NOT NULL DEFAULT false;
