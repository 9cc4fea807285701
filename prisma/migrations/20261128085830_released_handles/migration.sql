-- CreateTable
CREATE TABLE "ReleasedHandle" (
    "handle" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "releasedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReleasedHandle_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ReleasedHandle_userId_idx" ON "ReleasedHandle"("userId");
