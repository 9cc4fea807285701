-- CreateTable
CREATE TABLE "Exam" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "difficulty" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "resources" TEXT NOT NULL DEFAULT '[]',
    "durationMinutes" INTEGER,
    "imagePath" TEXT,
    "fileKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "createdById" TEXT,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamRating" (
    "examId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamRating_pkey" PRIMARY KEY ("examId","userId")
);

-- CreateTable
CREATE TABLE "Book" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "year" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "coverPath" TEXT,
    "fileKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "createdById" TEXT,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Book_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LearningResource" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Draft',
    "downloadUrl" TEXT,
    "fileKey" TEXT,
    "fileName" TEXT,
    "userId" TEXT,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LearningResource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ItemUse" (
    "id" SERIAL NOT NULL,
    "itemType" TEXT NOT NULL,
    "itemId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ItemUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Exam_createdAt_id_idx" ON "Exam"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Exam_category_idx" ON "Exam"("category");

-- CreateIndex
CREATE INDEX "ExamRating_userId_idx" ON "ExamRating"("userId");

-- CreateIndex
CREATE INDEX "Book_createdAt_id_idx" ON "Book"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Book_category_idx" ON "Book"("category");

-- CreateIndex
CREATE INDEX "LearningResource_status_createdAt_idx" ON "LearningResource"("status", "createdAt");

-- CreateIndex
CREATE INDEX "LearningResource_userId_createdAt_idx" ON "LearningResource"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ItemUse_itemType_itemId_idx" ON "ItemUse"("itemType", "itemId");

-- CreateIndex
CREATE INDEX "ItemUse_userId_idx" ON "ItemUse"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ItemUse_itemType_itemId_userId_day_key" ON "ItemUse"("itemType", "itemId", "userId", "day");

-- AddForeignKey
ALTER TABLE "ExamRating" ADD CONSTRAINT "ExamRating_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;
