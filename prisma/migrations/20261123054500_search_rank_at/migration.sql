-- Search ranks inside the index (lib/server/search.ts). The FTS5 tables of 20261123024606_full_text_search
-- kept only the text, so ranking a common word (20,000 matches of 100,000 articles) joined every match
-- to its row for "createdAt", the tie-break after relevance: most of the query time. Each
-- "<Table>_search" now also holds the row's "createdAt" as an UNINDEXED column "at", and keeps no copy of
-- the text (content = '': the base table has it in "searchKey"; contentless_delete lets the triggers
-- delete and replace rows; contentless_unindexed stores "at", the one column read back). Rebuilt from
-- the rows (whose keys that migration already prepared), merged into one segment, kept by triggers
-- that also follow a change of "createdAt".

DROP TRIGGER "Post_search_insert";
DROP TRIGGER "Post_search_update";
DROP TRIGGER "Post_search_delete";
DROP TABLE "Post_search";
CREATE VIRTUAL TABLE "Post_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Post_search"("Post_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Post_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "Post" t;
INSERT INTO "Post_search"("Post_search") VALUES ('optimize');
CREATE TRIGGER "Post_search_insert" AFTER INSERT ON "Post" BEGIN
  INSERT INTO "Post_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Post_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Post" BEGIN
  DELETE FROM "Post_search" WHERE rowid = old."id";
  INSERT INTO "Post_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Post_search_delete" AFTER DELETE ON "Post" BEGIN
  DELETE FROM "Post_search" WHERE rowid = old."id";
END;

DROP TRIGGER "Question_search_insert";
DROP TRIGGER "Question_search_update";
DROP TRIGGER "Question_search_delete";
DROP TABLE "Question_search";
CREATE VIRTUAL TABLE "Question_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Question_search"("Question_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Question_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "Question" t;
INSERT INTO "Question_search"("Question_search") VALUES ('optimize');
CREATE TRIGGER "Question_search_insert" AFTER INSERT ON "Question" BEGIN
  INSERT INTO "Question_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Question_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Question" BEGIN
  DELETE FROM "Question_search" WHERE rowid = old."id";
  INSERT INTO "Question_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Question_search_delete" AFTER DELETE ON "Question" BEGIN
  DELETE FROM "Question_search" WHERE rowid = old."id";
END;

DROP TRIGGER "Topic_search_insert";
DROP TRIGGER "Topic_search_update";
DROP TRIGGER "Topic_search_delete";
DROP TABLE "Topic_search";
CREATE VIRTUAL TABLE "Topic_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Topic_search"("Topic_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Topic_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "Topic" t;
INSERT INTO "Topic_search"("Topic_search") VALUES ('optimize');
CREATE TRIGGER "Topic_search_insert" AFTER INSERT ON "Topic" BEGIN
  INSERT INTO "Topic_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Topic_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Topic" BEGIN
  DELETE FROM "Topic_search" WHERE rowid = old."id";
  INSERT INTO "Topic_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Topic_search_delete" AFTER DELETE ON "Topic" BEGIN
  DELETE FROM "Topic_search" WHERE rowid = old."id";
END;

DROP TRIGGER "Exam_search_insert";
DROP TRIGGER "Exam_search_update";
DROP TRIGGER "Exam_search_delete";
DROP TABLE "Exam_search";
CREATE VIRTUAL TABLE "Exam_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Exam_search"("Exam_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Exam_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "Exam" t;
INSERT INTO "Exam_search"("Exam_search") VALUES ('optimize');
CREATE TRIGGER "Exam_search_insert" AFTER INSERT ON "Exam" BEGIN
  INSERT INTO "Exam_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Exam_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Exam" BEGIN
  DELETE FROM "Exam_search" WHERE rowid = old."id";
  INSERT INTO "Exam_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Exam_search_delete" AFTER DELETE ON "Exam" BEGIN
  DELETE FROM "Exam_search" WHERE rowid = old."id";
END;

DROP TRIGGER "Book_search_insert";
DROP TRIGGER "Book_search_update";
DROP TRIGGER "Book_search_delete";
DROP TABLE "Book_search";
CREATE VIRTUAL TABLE "Book_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Book_search"("Book_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Book_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "Book" t;
INSERT INTO "Book_search"("Book_search") VALUES ('optimize');
CREATE TRIGGER "Book_search_insert" AFTER INSERT ON "Book" BEGIN
  INSERT INTO "Book_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Book_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Book" BEGIN
  DELETE FROM "Book_search" WHERE rowid = old."id";
  INSERT INTO "Book_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Book_search_delete" AFTER DELETE ON "Book" BEGIN
  DELETE FROM "Book_search" WHERE rowid = old."id";
END;

DROP TRIGGER "LearningResource_search_insert";
DROP TRIGGER "LearningResource_search_update";
DROP TRIGGER "LearningResource_search_delete";
DROP TABLE "LearningResource_search";
CREATE VIRTUAL TABLE "LearningResource_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "LearningResource_search"("LearningResource_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "LearningResource_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "LearningResource" t;
INSERT INTO "LearningResource_search"("LearningResource_search") VALUES ('optimize');
CREATE TRIGGER "LearningResource_search_insert" AFTER INSERT ON "LearningResource" BEGIN
  INSERT INTO "LearningResource_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "LearningResource_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "LearningResource" BEGIN
  DELETE FROM "LearningResource_search" WHERE rowid = old."id";
  INSERT INTO "LearningResource_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "LearningResource_search_delete" AFTER DELETE ON "LearningResource" BEGIN
  DELETE FROM "LearningResource_search" WHERE rowid = old."id";
END;

DROP TRIGGER "Opportunity_search_insert";
DROP TRIGGER "Opportunity_search_update";
DROP TRIGGER "Opportunity_search_delete";
DROP TABLE "Opportunity_search";
CREATE VIRTUAL TABLE "Opportunity_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "Opportunity_search"("Opportunity_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "Opportunity_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "Opportunity" t;
INSERT INTO "Opportunity_search"("Opportunity_search") VALUES ('optimize');
CREATE TRIGGER "Opportunity_search_insert" AFTER INSERT ON "Opportunity" BEGIN
  INSERT INTO "Opportunity_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Opportunity_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "Opportunity" BEGIN
  DELETE FROM "Opportunity_search" WHERE rowid = old."id";
  INSERT INTO "Opportunity_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "Opportunity_search_delete" AFTER DELETE ON "Opportunity" BEGIN
  DELETE FROM "Opportunity_search" WHERE rowid = old."id";
END;

DROP TRIGGER "ResearchProject_search_insert";
DROP TRIGGER "ResearchProject_search_update";
DROP TRIGGER "ResearchProject_search_delete";
DROP TABLE "ResearchProject_search";
CREATE VIRTUAL TABLE "ResearchProject_search" USING fts5(title, body, at UNINDEXED, content = '', contentless_delete = 1, contentless_unindexed = 1, tokenize = 'unicode61 remove_diacritics 0');
INSERT INTO "ResearchProject_search"("ResearchProject_search", rank) VALUES ('rank', 'bm25(4.0, 1.0)');
INSERT INTO "ResearchProject_search"(rowid, title, body, at) SELECT t."id", substr(t."searchKey", 1, instr(t."searchKey", '|') - 1), substr(t."searchKey", instr(t."searchKey", '|') + 1), t."createdAt" FROM "ResearchProject" t;
INSERT INTO "ResearchProject_search"("ResearchProject_search") VALUES ('optimize');
CREATE TRIGGER "ResearchProject_search_insert" AFTER INSERT ON "ResearchProject" BEGIN
  INSERT INTO "ResearchProject_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "ResearchProject_search_update" AFTER UPDATE OF "searchKey", "createdAt" ON "ResearchProject" BEGIN
  DELETE FROM "ResearchProject_search" WHERE rowid = old."id";
  INSERT INTO "ResearchProject_search"(rowid, title, body, at) VALUES (new."id", substr(new."searchKey", 1, instr(new."searchKey", '|') - 1), substr(new."searchKey", instr(new."searchKey", '|') + 1), new."createdAt");
END;
CREATE TRIGGER "ResearchProject_search_delete" AFTER DELETE ON "ResearchProject" BEGIN
  DELETE FROM "ResearchProject_search" WHERE rowid = old."id";
END;
