-- Session version (lib/auth/session-cache.ts). A process keeps a signed-in session for a few seconds
-- while the one row here has not moved: statement triggers raise it in the same transaction as every
-- write that ends or changes a session (sign-out, password change or reset, account removal: the
-- rows are deleted) or changes what a session tells about its member (role, name, e-mail and its verification, image,
-- removal), so no process serves a session after such a write commits.
-- CreateTable
CREATE TABLE "SessionVersion" (
    "id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SessionVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "SessionVersion" ("id", "version") VALUES (1, 0);
CREATE FUNCTION "session_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "SessionVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER "session_version" AFTER DELETE OR UPDATE OR TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "session_version_bump"();
CREATE TRIGGER "user_session_version" AFTER DELETE OR TRUNCATE OR UPDATE OF "role", "name", "email", "emailVerified", "image", "deletedAt" ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "session_version_bump"();

-- Search no longer uses pg_trgm: every search goes through the "searchVector" GIN index (whole words
-- and a prefix lexeme), which finds what SQLite's FTS5 finds; a trigram match would not, so its
-- indexes only cost writes and space.
DROP INDEX IF EXISTS "Post_searchKey_trgm_idx";
DROP INDEX IF EXISTS "Question_searchKey_trgm_idx";
DROP INDEX IF EXISTS "Topic_searchKey_trgm_idx";
DROP INDEX IF EXISTS "Exam_searchKey_trgm_idx";
DROP INDEX IF EXISTS "Book_searchKey_trgm_idx";
DROP INDEX IF EXISTS "LearningResource_searchKey_trgm_idx";
DROP INDEX IF EXISTS "Opportunity_searchKey_trgm_idx";
DROP INDEX IF EXISTS "ResearchProject_searchKey_trgm_idx";
DROP EXTENSION IF EXISTS pg_trgm;
