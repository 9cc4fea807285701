-- DropIndex
DROP INDEX "Post_searchKey_idx";

-- DropIndex
DROP INDEX "Question_searchKey_idx";

-- DropIndex
DROP INDEX "Topic_searchKey_idx";

-- Full-text search (DESIGN §5, lib/server/search.ts). "searchKey" holds the prepared text (lib/arabic.ts
-- indexedKeyOf: normalized, lightly stemmed, "title | title and the other fields"); FTS5's tokenizers
-- do not fold Arabic marks, so the text is prepared before it reaches the index. One FTS5 table per
-- searchable table, kept in step by triggers in the writer's transaction; bm25 weighs the title 4:1.
-- Existing rows: indexed here as they are, then their keys are prepared again by after.ts.

CREATE VIRTUAL TABLE "Post_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Post_search"("Post_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Post_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "Post" t;
CREATE TRIGGER "Post_search_insert" AFTER INSERT ON "Post" BEGIN
  INSERT INTO "Post_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Post_search_update" AFTER UPDATE OF "searchKey" ON "Post" BEGIN
  DELETE FROM "Post_search" WHERE rowid = old."id";
  INSERT INTO "Post_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Post_search_delete" AFTER DELETE ON "Post" BEGIN
  DELETE FROM "Post_search" WHERE rowid = old."id";
END;

CREATE VIRTUAL TABLE "Question_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Question_search"("Question_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Question_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "Question" t;
CREATE TRIGGER "Question_search_insert" AFTER INSERT ON "Question" BEGIN
  INSERT INTO "Question_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Question_search_update" AFTER UPDATE OF "searchKey" ON "Question" BEGIN
  DELETE FROM "Question_search" WHERE rowid = old."id";
  INSERT INTO "Question_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Question_search_delete" AFTER DELETE ON "Question" BEGIN
  DELETE FROM "Question_search" WHERE rowid = old."id";
END;

CREATE VIRTUAL TABLE "Topic_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Topic_search"("Topic_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Topic_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "Topic" t;
CREATE TRIGGER "Topic_search_insert" AFTER INSERT ON "Topic" BEGIN
  INSERT INTO "Topic_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Topic_search_update" AFTER UPDATE OF "searchKey" ON "Topic" BEGIN
  DELETE FROM "Topic_search" WHERE rowid = old."id";
  INSERT INTO "Topic_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Topic_search_delete" AFTER DELETE ON "Topic" BEGIN
  DELETE FROM "Topic_search" WHERE rowid = old."id";
END;

CREATE VIRTUAL TABLE "Exam_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Exam_search"("Exam_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Exam_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "Exam" t;
CREATE TRIGGER "Exam_search_insert" AFTER INSERT ON "Exam" BEGIN
  INSERT INTO "Exam_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Exam_search_update" AFTER UPDATE OF "searchKey" ON "Exam" BEGIN
  DELETE FROM "Exam_search" WHERE rowid = old."id";
  INSERT INTO "Exam_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Exam_search_delete" AFTER DELETE ON "Exam" BEGIN
  DELETE FROM "Exam_search" WHERE rowid = old."id";
END;

CREATE VIRTUAL TABLE "Book_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Book_search"("Book_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Book_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "Book" t;
CREATE TRIGGER "Book_search_insert" AFTER INSERT ON "Book" BEGIN
  INSERT INTO "Book_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Book_search_update" AFTER UPDATE OF "searchKey" ON "Book" BEGIN
  DELETE FROM "Book_search" WHERE rowid = old."id";
  INSERT INTO "Book_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Book_search_delete" AFTER DELETE ON "Book" BEGIN
  DELETE FROM "Book_search" WHERE rowid = old."id";
END;

CREATE VIRTUAL TABLE "LearningResource_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "LearningResource_search"("LearningResource_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "LearningResource_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "LearningResource" t;
CREATE TRIGGER "LearningResource_search_insert" AFTER INSERT ON "LearningResource" BEGIN
  INSERT INTO "LearningResource_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "LearningResource_search_update" AFTER UPDATE OF "searchKey" ON "LearningResource" BEGIN
  DELETE FROM "LearningResource_search" WHERE rowid = old."id";
  INSERT INTO "LearningResource_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "LearningResource_search_delete" AFTER DELETE ON "LearningResource" BEGIN
  DELETE FROM "LearningResource_search" WHERE rowid = old."id";
END;

CREATE VIRTUAL TABLE "Opportunity_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Opportunity_search"("Opportunity_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Opportunity_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "Opportunity" t;
CREATE TRIGGER "Opportunity_search_insert" AFTER INSERT ON "Opportunity" BEGIN
  INSERT INTO "Opportunity_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Opportunity_search_update" AFTER UPDATE OF "searchKey" ON "Opportunity" BEGIN
  DELETE FROM "Opportunity_search" WHERE rowid = old."id";
  INSERT INTO "Opportunity_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "Opportunity_search_delete" AFTER DELETE ON "Opportunity" BEGIN
  DELETE FROM "Opportunity_search" WHERE rowid = old."id";
END;

CREATE VIRTUAL TABLE "ResearchProject_search" USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "ResearchProject_search"("ResearchProject_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "ResearchProject_search"(rowid, title, body) SELECT "id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1) FROM "ResearchProject" t;
CREATE TRIGGER "ResearchProject_search_insert" AFTER INSERT ON "ResearchProject" BEGIN
  INSERT INTO "ResearchProject_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "ResearchProject_search_update" AFTER UPDATE OF "searchKey" ON "ResearchProject" BEGIN
  DELETE FROM "ResearchProject_search" WHERE rowid = old."id";
  INSERT INTO "ResearchProject_search"(rowid, title, body) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1));
END;
CREATE TRIGGER "ResearchProject_search_delete" AFTER DELETE ON "ResearchProject" BEGIN
  DELETE FROM "ResearchProject_search" WHERE rowid = old."id";
END;
