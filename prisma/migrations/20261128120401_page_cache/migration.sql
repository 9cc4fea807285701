-- CreateTable
CREATE TABLE "PageCache" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "tags" TEXT NOT NULL,
    "headers" TEXT NOT NULL,
    "nonce" TEXT NOT NULL DEFAULT '',
    "body" BLOB NOT NULL,
    "storedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PageCacheTag" (
    "tag" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);

-- CreateIndex
CREATE INDEX "PageCache_storedAt_idx" ON "PageCache"("storedAt");

-- What the signed-out pages show (lib/server/page-cache.ts): triggers raise a tag's version in the
-- same transaction as every write that changes what a page of that tag shows, so a cached page is
-- never served after such a write commits, by any process or instance. `all`: any content a list,
-- a researcher page, a feed, OAI-PMH or the sitemap shows; `post:{id}`: the article at
-- /article/{id} (its post, its article and their rows); `question:{id}`: a question and its
-- answers; `questions`: any question (a question's page lists similar ones); `people`: what a
-- page shows of a member (name, picture, handle, profile, hiding, removal).
CREATE TRIGGER "page_cache_Post_insert" AFTER INSERT ON "Post" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || NEW."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Post_update" AFTER UPDATE ON "Post" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || OLD."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || NEW."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Post_delete" AFTER DELETE ON "Post" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || OLD."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_PostTag_insert" AFTER INSERT ON "PostTag" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || NEW."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_PostTag_update" AFTER UPDATE ON "PostTag" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || OLD."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || NEW."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_PostTag_delete" AFTER DELETE ON "PostTag" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || OLD."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Comment_insert" AFTER INSERT ON "Comment" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || NEW."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Comment_update" AFTER UPDATE ON "Comment" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || OLD."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || NEW."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Comment_delete" AFTER DELETE ON "Comment" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || OLD."postId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Article_insert" AFTER INSERT ON "Article" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || COALESCE(NEW."pageId", NEW."postId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Article_update" AFTER UPDATE ON "Article" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || COALESCE(OLD."pageId", OLD."postId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || COALESCE(NEW."pageId", NEW."postId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Article_delete" AFTER DELETE ON "Article" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || COALESCE(OLD."pageId", OLD."postId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleAuthor_insert" AFTER INSERT ON "ArticleAuthor" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleAuthor_update" AFTER UPDATE ON "ArticleAuthor" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleAuthor_delete" AFTER DELETE ON "ArticleAuthor" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleReference_insert" AFTER INSERT ON "ArticleReference" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleReference_update" AFTER UPDATE ON "ArticleReference" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleReference_delete" AFTER DELETE ON "ArticleReference" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleVersion_insert" AFTER INSERT ON "ArticleVersion" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleVersion_update" AFTER UPDATE ON "ArticleVersion" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ArticleVersion_delete" AFTER DELETE ON "ArticleVersion" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Question_insert" AFTER INSERT ON "Question" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('questions', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || NEW."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Question_update" AFTER UPDATE ON "Question" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('questions', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || OLD."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || NEW."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Question_delete" AFTER DELETE ON "Question" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('questions', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || OLD."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Answer_insert" AFTER INSERT ON "Answer" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || NEW."questionId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Answer_update" AFTER UPDATE ON "Answer" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || OLD."questionId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || NEW."questionId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Answer_delete" AFTER DELETE ON "Answer" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || OLD."questionId" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_AnswerVote_insert" AFTER INSERT ON "AnswerVote" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || (SELECT "questionId" FROM "Answer" WHERE "id" = NEW."answerId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_AnswerVote_update" AFTER UPDATE ON "AnswerVote" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || (SELECT "questionId" FROM "Answer" WHERE "id" = OLD."answerId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || (SELECT "questionId" FROM "Answer" WHERE "id" = NEW."answerId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_AnswerVote_delete" AFTER DELETE ON "AnswerVote" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'question:' || (SELECT "questionId" FROM "Answer" WHERE "id" = OLD."answerId") AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Opportunity_insert" AFTER INSERT ON "Opportunity" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Opportunity_update" AFTER UPDATE ON "Opportunity" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Opportunity_delete" AFTER DELETE ON "Opportunity" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ResearchProject_insert" AFTER INSERT ON "ResearchProject" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ResearchProject_update" AFTER UPDATE ON "ResearchProject" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ResearchProject_delete" AFTER DELETE ON "ResearchProject" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Follow_insert" AFTER INSERT ON "Follow" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Follow_update" AFTER UPDATE ON "Follow" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_Follow_delete" AFTER DELETE ON "Follow" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ContactInfo_insert" AFTER INSERT ON "ContactInfo" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ContactInfo_update" AFTER UPDATE ON "ContactInfo" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_ContactInfo_delete" AFTER DELETE ON "ContactInfo" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_user_update" AFTER UPDATE OF "name", "image", "handle", "username", "bio", "location", "affiliation", "orcid", "interests", "emailVerified", "hiddenAt", "deletedAt" ON "user" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('people', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
CREATE TRIGGER "page_cache_user_delete" AFTER DELETE ON "user" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('people', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
