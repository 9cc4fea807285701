-- Session version (lib/auth/session-cache.ts). A process keeps a signed-in session for a few seconds
-- while the one row here has not moved: triggers raise it in the same transaction as every write
-- that ends or changes a session (sign-out, password change or reset, account removal: the rows are
-- deleted) or changes what a session tells about its member (role, name, e-mail and its verification, image, removal),
-- so no process serves a session after such a write commits.
-- CreateTable
CREATE TABLE "SessionVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "version" INTEGER NOT NULL DEFAULT 0
);

INSERT INTO "SessionVersion" ("id", "version") VALUES (1, 0);
CREATE TRIGGER "session_version_session_delete" AFTER DELETE ON "session" BEGIN UPDATE "SessionVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "session_version_session_update" AFTER UPDATE ON "session" BEGIN UPDATE "SessionVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "session_version_user_delete" AFTER DELETE ON "user" BEGIN UPDATE "SessionVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "session_version_user_update" AFTER UPDATE OF "role", "name", "email", "emailVerified", "image", "deletedAt" ON "user" BEGIN UPDATE "SessionVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
