-- AlterTable
ALTER TABLE "ArticleReview" ADD COLUMN "round" INTEGER;

-- CreateTable
CREATE TABLE "ReviewAssignment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "articleId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'invited',
    "invitedById" TEXT,
    "message" TEXT,
    "invitedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" DATETIME NOT NULL,
    "respondedAt" DATETIME,
    "endedAt" DATETIME,
    "declineReason" TEXT,
    "suggestion" TEXT,
    "cancelReason" TEXT,
    "tokenSalt" TEXT NOT NULL,
    "tokenHash" TEXT,
    "reminders" INTEGER NOT NULL DEFAULT 0,
    "overdueNotifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ReviewAssignment_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewAssignment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Review" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "assignmentId" INTEGER NOT NULL,
    "recommendation" TEXT NOT NULL,
    "toAuthor" TEXT NOT NULL,
    "toEditor" TEXT NOT NULL DEFAULT '',
    "attachmentPath" TEXT,
    "publishConsent" BOOLEAN NOT NULL DEFAULT false,
    "submittedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Review_assignmentId_fkey" FOREIGN KEY ("assignmentId") REFERENCES "ReviewAssignment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "Article" ADD COLUMN "reviewMode" TEXT NOT NULL DEFAULT 'double_anonymous';

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
