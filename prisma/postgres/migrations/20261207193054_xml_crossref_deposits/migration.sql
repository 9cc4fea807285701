-- CreateTable
CREATE TABLE "CrossrefDeposit" (
    "id" SERIAL NOT NULL,
    "articleId" INTEGER NOT NULL,
    "doi" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMP(3),
    "lastStatus" INTEGER,
    "lastResponse" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CrossrefDeposit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CrossrefDeposit_status_nextAttemptAt_idx" ON "CrossrefDeposit"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "CrossrefDeposit_articleId_idx" ON "CrossrefDeposit"("articleId");

-- AddForeignKey
ALTER TABLE "CrossrefDeposit" ADD CONSTRAINT "CrossrefDeposit_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;
