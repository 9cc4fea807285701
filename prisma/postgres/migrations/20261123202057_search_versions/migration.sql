-- Search versions (lib/server/search-cache.ts). A process keeps the ranked ids of a search until the
-- table's row here moves: statement triggers raise it in the same transaction as every write that changes what
-- the table's search index holds (a row added or removed, its "searchKey" or "createdAt" changed), so
-- a cached ranking is never served after such a write commits (on PostgreSQL also a TRUNCATE).
-- CreateTable
CREATE TABLE "SearchVersion" (
    "table" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SearchVersion_pkey" PRIMARY KEY ("table")
);

INSERT INTO "SearchVersion" ("table", "version") VALUES ('Post', 0), ('Question', 0), ('Topic', 0), ('Exam', 0), ('Book', 0), ('LearningResource', 0), ('Opportunity', 0), ('ResearchProject', 0);
CREATE FUNCTION "search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
CREATE TRIGGER "Post_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "Post" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "Question_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "Question" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "Topic_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "Topic" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "Exam_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "Exam" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "Book_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "Book" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "LearningResource_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "LearningResource" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "Opportunity_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "Opportunity" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "ResearchProject_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "searchKey", "createdAt" ON "ResearchProject" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
