-- Search versions (lib/server/search-cache.ts). A process keeps the ranked ids of a search until the
-- table's row here moves: triggers raise it in the same transaction as every write that changes what
-- the table's search index holds (a row added or removed, its "searchKey" or "createdAt" changed), so
-- a cached ranking is never served after such a write commits.
-- CreateTable
CREATE TABLE "SearchVersion" (
    "table" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);

INSERT INTO "SearchVersion" ("table", "version") VALUES ('Post', 0), ('Question', 0), ('Topic', 0), ('Exam', 0), ('Book', 0), ('LearningResource', 0), ('Opportunity', 0), ('ResearchProject', 0);
CREATE TRIGGER "Post_search_version_insert" AFTER INSERT ON "Post" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Post'; END;
CREATE TRIGGER "Post_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Post" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Post'; END;
CREATE TRIGGER "Post_search_version_delete" AFTER DELETE ON "Post" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Post'; END;
CREATE TRIGGER "Question_search_version_insert" AFTER INSERT ON "Question" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Question'; END;
CREATE TRIGGER "Question_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Question" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Question'; END;
CREATE TRIGGER "Question_search_version_delete" AFTER DELETE ON "Question" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Question'; END;
CREATE TRIGGER "Topic_search_version_insert" AFTER INSERT ON "Topic" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Topic'; END;
CREATE TRIGGER "Topic_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Topic" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Topic'; END;
CREATE TRIGGER "Topic_search_version_delete" AFTER DELETE ON "Topic" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Topic'; END;
CREATE TRIGGER "Exam_search_version_insert" AFTER INSERT ON "Exam" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Exam'; END;
CREATE TRIGGER "Exam_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Exam" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Exam'; END;
CREATE TRIGGER "Exam_search_version_delete" AFTER DELETE ON "Exam" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Exam'; END;
CREATE TRIGGER "Book_search_version_insert" AFTER INSERT ON "Book" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Book'; END;
CREATE TRIGGER "Book_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Book" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Book'; END;
CREATE TRIGGER "Book_search_version_delete" AFTER DELETE ON "Book" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Book'; END;
CREATE TRIGGER "LearningResource_search_version_insert" AFTER INSERT ON "LearningResource" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'LearningResource'; END;
CREATE TRIGGER "LearningResource_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "LearningResource" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'LearningResource'; END;
CREATE TRIGGER "LearningResource_search_version_delete" AFTER DELETE ON "LearningResource" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'LearningResource'; END;
CREATE TRIGGER "Opportunity_search_version_insert" AFTER INSERT ON "Opportunity" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Opportunity'; END;
CREATE TRIGGER "Opportunity_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Opportunity" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Opportunity'; END;
CREATE TRIGGER "Opportunity_search_version_delete" AFTER DELETE ON "Opportunity" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'Opportunity'; END;
CREATE TRIGGER "ResearchProject_search_version_insert" AFTER INSERT ON "ResearchProject" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'ResearchProject'; END;
CREATE TRIGGER "ResearchProject_search_version_update" AFTER UPDATE OF "searchKey", "createdAt" ON "ResearchProject" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'ResearchProject'; END;
CREATE TRIGGER "ResearchProject_search_version_delete" AFTER DELETE ON "ResearchProject" BEGIN UPDATE "SearchVersion" SET "version" = "version" + 1 WHERE "table" = 'ResearchProject'; END;
