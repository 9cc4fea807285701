-- AlterTable
ALTER TABLE "ArticleVersion" ADD COLUMN     "pdfPath" TEXT;

-- CreateIndex
CREATE INDEX "ArticleVersion_pdfPath_idx" ON "ArticleVersion"("pdfPath");

-- Versions kept before this column name their PDF in the snapshot only
UPDATE "ArticleVersion" SET "pdfPath" = ("snapshot"::json ->> 'pdf_url');
