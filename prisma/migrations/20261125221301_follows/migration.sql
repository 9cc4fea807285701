-- CreateTable
CREATE TABLE "Follow" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Follow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_user" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'user',
    "username" TEXT,
    "phone" TEXT,
    "bio" TEXT,
    "location" TEXT,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "handle" TEXT,
    "affiliation" TEXT,
    "orcid" TEXT,
    "interests" TEXT NOT NULL DEFAULT '[]',
    "calendar" TEXT NOT NULL DEFAULT 'gregorian',
    "digits" TEXT NOT NULL DEFAULT 'latn',
    "theme" TEXT NOT NULL DEFAULT 'dark',
    "notifyInApp" BOOLEAN NOT NULL DEFAULT true,
    "notifyEmail" BOOLEAN NOT NULL DEFAULT true,
    "locale" TEXT NOT NULL DEFAULT 'ar',
    "deletedAt" DATETIME,
    "weeklyDigest" BOOLEAN NOT NULL DEFAULT false,
    "digestSentAt" DATETIME
);
INSERT INTO "new_user" ("affiliation", "bio", "calendar", "createdAt", "deletedAt", "digits", "email", "emailVerified", "handle", "id", "image", "interests", "locale", "location", "name", "notifyEmail", "notifyInApp", "orcid", "phone", "role", "searchKey", "theme", "updatedAt", "username") SELECT "affiliation", "bio", "calendar", "createdAt", "deletedAt", "digits", "email", "emailVerified", "handle", "id", "image", "interests", "locale", "location", "name", "notifyEmail", "notifyInApp", "orcid", "phone", "role", "searchKey", "theme", "updatedAt", "username" FROM "user";
DROP TABLE "user";
ALTER TABLE "new_user" RENAME TO "user";
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");
CREATE UNIQUE INDEX "user_handle_key" ON "user"("handle");
CREATE INDEX "user_role_idx" ON "user"("role");
CREATE INDEX "user_createdAt_idx" ON "user"("createdAt");
CREATE INDEX "user_image_idx" ON "user"("image");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Follow_type_target_idx" ON "Follow"("type", "target");

-- CreateIndex
CREATE UNIQUE INDEX "Follow_userId_type_target_key" ON "Follow"("userId", "type", "target");
