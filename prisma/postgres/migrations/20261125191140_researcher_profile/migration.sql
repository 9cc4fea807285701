-- AlterTable
ALTER TABLE "user" ADD COLUMN     "affiliation" TEXT,
ADD COLUMN     "calendar" TEXT NOT NULL DEFAULT 'gregorian',
ADD COLUMN     "digits" TEXT NOT NULL DEFAULT 'latn',
ADD COLUMN     "handle" TEXT,
ADD COLUMN     "interests" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "orcid" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "user_handle_key" ON "user"("handle");
