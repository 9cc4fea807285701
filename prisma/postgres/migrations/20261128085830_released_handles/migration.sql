-- CreateTable
CREATE TABLE "ReleasedHandle" (
    "handle" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "releasedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleasedHandle_pkey" PRIMARY KEY ("handle")
);

-- CreateIndex
CREATE INDEX "ReleasedHandle_userId_idx" ON "ReleasedHandle"("userId");

-- AddForeignKey
ALTER TABLE "ReleasedHandle" ADD CONSTRAINT "ReleasedHandle_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
