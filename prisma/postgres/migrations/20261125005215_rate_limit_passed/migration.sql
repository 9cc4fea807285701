-- AlterTable
ALTER TABLE "RateLimitHit" ADD COLUMN     "passed" BOOLEAN NOT NULL DEFAULT false;
