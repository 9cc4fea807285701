-- AlterTable
ALTER TABLE "Post" ADD COLUMN "imageUrlKey" TEXT;

-- CreateTable
CREATE TABLE "Upload" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "purpose" TEXT NOT NULL,
    "uploaderId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" DATETIME
);

-- CreateTable
CREATE TABLE "DatabaseIdentity" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Upload_claimedAt_createdAt_idx" ON "Upload"("claimedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Upload_uploaderId_idx" ON "Upload"("uploaderId");

-- CreateIndex
CREATE UNIQUE INDEX "DatabaseIdentity_value_key" ON "DatabaseIdentity"("value");

-- CreateIndex
CREATE INDEX "user_image_idx" ON "user"("image");

-- CreateIndex
CREATE INDEX "Post_imageUrlKey_idx" ON "Post"("imageUrlKey");

-- CreateIndex
CREATE INDEX "ResearchProject_fileUrl_idx" ON "ResearchProject"("fileUrl");

-- CreateIndex
CREATE INDEX "Question_imagePath_idx" ON "Question"("imagePath");

-- CreateIndex
CREATE INDEX "Exam_fileKey_idx" ON "Exam"("fileKey");

-- CreateIndex
CREATE INDEX "Exam_imagePath_idx" ON "Exam"("imagePath");

-- CreateIndex
CREATE INDEX "Book_fileKey_idx" ON "Book"("fileKey");

-- CreateIndex
CREATE INDEX "Book_coverPath_idx" ON "Book"("coverPath");

-- CreateIndex
CREATE INDEX "LearningResource_fileKey_idx" ON "LearningResource"("fileKey");

-- Every file a record names, and every image the posts domain uploaded, gets its owner row:
-- first the records that hold their own uploads, then those that name one (a key keeps its first owner).
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("image", 10), 'avatar', "id", "createdAt", "createdAt" FROM "user" WHERE "image" GLOB '/uploads/[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("fileUrl", 10), 'project', "userId", "createdAt", "createdAt" FROM "ResearchProject" WHERE "fileUrl" GLOB '/uploads/[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT "fileKey", 'exam', "createdById", "createdAt", "createdAt" FROM "Exam" WHERE "fileKey" GLOB '[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("imagePath", 10), 'exam', "createdById", "createdAt", "createdAt" FROM "Exam" WHERE "imagePath" GLOB '/uploads/[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT "fileKey", 'book', "createdById", "createdAt", "createdAt" FROM "Book" WHERE "fileKey" GLOB '[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("coverPath", 10), 'book', "createdById", "createdAt", "createdAt" FROM "Book" WHERE "coverPath" GLOB '/uploads/[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT "fileKey", 'resource', "userId", "createdAt", "createdAt" FROM "LearningResource" WHERE "fileKey" GLOB '[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("path", 10), 'post', "uploadedById", "createdAt",
    CASE WHEN EXISTS (SELECT 1 FROM "Post" p WHERE p."imagePath" = "PostImage"."path" OR p."imageUrl" = "PostImage"."path") THEN "createdAt" END
  FROM "PostImage" WHERE "path" GLOB '/uploads/[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("imagePath", 10), 'post', "createdById", "createdAt", "createdAt" FROM "Post" WHERE "imagePath" GLOB '/uploads/[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("imageUrl", 10), 'post', "createdById", "createdAt", "createdAt" FROM "Post" WHERE "imageUrl" GLOB '/uploads/[0-9a-f]*.[a-z]*';
INSERT OR IGNORE INTO "Upload" ("key", "purpose", "uploaderId", "createdAt", "claimedAt")
  SELECT substr("imagePath", 10), 'question', "userId", "createdAt", "createdAt" FROM "Question" WHERE "imagePath" GLOB '/uploads/[0-9a-f]*.[a-z]*';
UPDATE "Post" SET "imageUrlKey" = substr("imageUrl", 10) WHERE "imageUrl" GLOB '/uploads/[0-9a-f]*.[a-z]*';

-- PostImage is folded into Upload
DROP TABLE "PostImage";
