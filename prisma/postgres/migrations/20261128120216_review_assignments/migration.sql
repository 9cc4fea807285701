-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "reviewMode" TEXT NOT NULL DEFAULT 'double_anonymous';

-- AlterTable
ALTER TABLE "ArticleReview" ADD COLUMN     "round" INTEGER;

-- CreateTable
CREATE TABLE "ReviewAssignment" (
    "id" SERIAL NOT NULL,
    "articleId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'invited',
    "invitedById" TEXT,
    "message" TEXT,
    "invitedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "respondedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "declineReason" TEXT,
    "suggestion" TEXT,
    "cancelReason" TEXT,
    "tokenSalt" TEXT NOT NULL,
    "tokenHash" TEXT,
    "reminders" INTEGER NOT NULL DEFAULT 0,
    "overdueNotifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" SERIAL NOT NULL,
    "assignmentId" INTEGER NOT NULL,
    "recommendation" TEXT NOT NULL,
    "toAuthor" TEXT NOT NULL,
    "toEditor" TEXT NOT NULL DEFAULT '',
    "attachmentPath" TEXT,
    "publishConsent" BOOLEAN NOT NULL DEFAULT false,
    "submittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReviewAssignment_tokenHash_key" ON "ReviewAssignment"("tokenHash");

-- CreateIndex
CREATE INDEX "ReviewAssignment_status_dueAt_idx" ON "ReviewAssignment"("status", "dueAt");

-- CreateIndex
CREATE INDEX "ReviewAssignment_userId_status_idx" ON "ReviewAssignment"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewAssignment_articleId_userId_round_key" ON "ReviewAssignment"("articleId", "userId", "round");

-- CreateIndex
CREATE UNIQUE INDEX "Review_assignmentId_key" ON "Review"("assignmentId");

-- AddForeignKey
ALTER TABLE "ReviewAssignment" ADD CONSTRAINT "ReviewAssignment_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAssignment" ADD CONSTRAINT "ReviewAssignment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_assignmentId_fkey" FOREIGN KEY ("assignmentId") REFERENCES "ReviewAssignment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
