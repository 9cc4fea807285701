-- AlterTable
ALTER TABLE "Article" ADD COLUMN "articleNumber" INTEGER;
ALTER TABLE "Article" ADD COLUMN "volume" INTEGER;

-- CreateTable
CREATE TABLE "JournalVolume" (
    "year" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "lastNumber" INTEGER NOT NULL DEFAULT 0
);

-- CreateIndex
CREATE UNIQUE INDEX "Article_volume_articleNumber_key" ON "Article"("volume", "articleNumber");
