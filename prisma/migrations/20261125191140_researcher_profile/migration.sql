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
    "deletedAt" DATETIME
);
INSERT INTO "new_user" ("bio", "createdAt", "deletedAt", "email", "emailVerified", "id", "image", "locale", "location", "name", "notifyEmail", "notifyInApp", "phone", "role", "searchKey", "theme", "updatedAt", "username") SELECT "bio", "createdAt", "deletedAt", "email", "emailVerified", "id", "image", "locale", "location", "name", "notifyEmail", "notifyInApp", "phone", "role", "searchKey", "theme", "updatedAt", "username" FROM "user";
DROP TABLE "user";
ALTER TABLE "new_user" RENAME TO "user";
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");
CREATE UNIQUE INDEX "user_handle_key" ON "user"("handle");
CREATE INDEX "user_role_idx" ON "user"("role");
CREATE INDEX "user_createdAt_idx" ON "user"("createdAt");
CREATE INDEX "user_image_idx" ON "user"("image");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
