-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "articleNumber" INTEGER,
ADD COLUMN     "volume" INTEGER;

-- CreateTable
CREATE TABLE "JournalVolume" (
    "year" INTEGER NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "JournalVolume_pkey" PRIMARY KEY ("year")
);

-- CreateIndex
CREATE UNIQUE INDEX "Article_volume_articleNumber_key" ON "Article"("volume", "articleNumber");
