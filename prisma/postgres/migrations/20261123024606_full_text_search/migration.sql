-- DropIndex
DROP INDEX "Post_searchKey_idx";

-- DropIndex
DROP INDEX "Question_searchKey_idx";

-- DropIndex
DROP INDEX "Topic_searchKey_idx";

-- Full-text search (DESIGN §5, lib/server/search.ts). "searchKey" holds the prepared text (lib/arabic.ts
-- indexedKeyOf: normalized, lightly stemmed, "title | title and the other fields"). A generated,
-- weighted tsvector (title A, the rest B; the 'simple' config: no stop words, no stemming of its own)
-- with a GIN index matches whole words; pg_trgm on the key serves the last, partial word. Existing
-- rows: their keys are prepared again by after.ts, which regenerates the vectors.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE "Post" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "Post_searchVector_idx" ON "Post" USING GIN ("searchVector");
CREATE INDEX "Post_searchKey_trgm_idx" ON "Post" USING GIN ("searchKey" gin_trgm_ops);

ALTER TABLE "Question" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "Question_searchVector_idx" ON "Question" USING GIN ("searchVector");
CREATE INDEX "Question_searchKey_trgm_idx" ON "Question" USING GIN ("searchKey" gin_trgm_ops);

ALTER TABLE "Topic" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "Topic_searchVector_idx" ON "Topic" USING GIN ("searchVector");
CREATE INDEX "Topic_searchKey_trgm_idx" ON "Topic" USING GIN ("searchKey" gin_trgm_ops);

ALTER TABLE "Exam" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "Exam_searchVector_idx" ON "Exam" USING GIN ("searchVector");
CREATE INDEX "Exam_searchKey_trgm_idx" ON "Exam" USING GIN ("searchKey" gin_trgm_ops);

ALTER TABLE "Book" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "Book_searchVector_idx" ON "Book" USING GIN ("searchVector");
CREATE INDEX "Book_searchKey_trgm_idx" ON "Book" USING GIN ("searchKey" gin_trgm_ops);

ALTER TABLE "LearningResource" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "LearningResource_searchVector_idx" ON "LearningResource" USING GIN ("searchVector");
CREATE INDEX "LearningResource_searchKey_trgm_idx" ON "LearningResource" USING GIN ("searchKey" gin_trgm_ops);

ALTER TABLE "Opportunity" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "Opportunity_searchVector_idx" ON "Opportunity" USING GIN ("searchVector");
CREATE INDEX "Opportunity_searchKey_trgm_idx" ON "Opportunity" USING GIN ("searchKey" gin_trgm_ops);

ALTER TABLE "ResearchProject" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', CASE WHEN strpos("searchKey", '|') > 0 THEN split_part("searchKey", '|', 1) ELSE '' END), 'A') ||
  setweight(to_tsvector('simple', substr("searchKey", strpos("searchKey", '|') + 1)), 'B')) STORED;
CREATE INDEX "ResearchProject_searchVector_idx" ON "ResearchProject" USING GIN ("searchVector");
CREATE INDEX "ResearchProject_searchKey_trgm_idx" ON "ResearchProject" USING GIN ("searchKey" gin_trgm_ops);
