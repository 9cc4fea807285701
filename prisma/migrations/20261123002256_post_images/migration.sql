-- CreateTable
CREATE TABLE "PostImage" (
    "path" TEXT NOT NULL PRIMARY KEY,
    "uploadedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
