-- CreateTable
CREATE TABLE "Follow" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Follow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (columns added in place: the user table keeps its rows, indexes and anything another migration hangs on it)
ALTER TABLE "user" ADD COLUMN "weeklyDigest" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "user" ADD COLUMN "digestSentAt" DATETIME;

-- CreateIndex
CREATE INDEX "Follow_type_target_idx" ON "Follow"("type", "target");

-- CreateIndex
CREATE UNIQUE INDEX "Follow_userId_type_target_key" ON "Follow"("userId", "type", "target");
