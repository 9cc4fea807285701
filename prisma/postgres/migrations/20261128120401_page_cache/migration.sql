-- CreateTable
CREATE TABLE "PageCache" (
    "key" TEXT NOT NULL,
    "tags" TEXT NOT NULL,
    "headers" TEXT NOT NULL,
    "nonce" TEXT NOT NULL DEFAULT '',
    "body" BYTEA NOT NULL,
    "storedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageCache_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "PageCacheTag" (
    "tag" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PageCacheTag_pkey" PRIMARY KEY ("tag")
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
-- The constant tags are raised by BEFORE statement triggers: every writing transaction locks
-- `all` first, so two writers never take the row tags in opposite orders.
CREATE FUNCTION "page_cache_bump"("t" TEXT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "t" IS NOT NULL THEN
    INSERT INTO "PageCacheTag" ("tag", "version") VALUES ("t", 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  END IF;
END $$;
CREATE FUNCTION "page_cache_bump_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "t" TEXT;
BEGIN
  FOREACH "t" IN ARRAY TG_ARGV LOOP PERFORM "page_cache_bump"("t"); END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_Post" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Post" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_Post_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('post:' || OLD."id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('post:' || NEW."id"); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_Post_rows" AFTER INSERT OR UPDATE OR DELETE ON "Post" FOR EACH ROW EXECUTE FUNCTION "page_cache_Post_rows"();
CREATE TRIGGER "page_cache_PostTag" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PostTag" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_PostTag_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('post:' || OLD."postId"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('post:' || NEW."postId"); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_PostTag_rows" AFTER INSERT OR UPDATE OR DELETE ON "PostTag" FOR EACH ROW EXECUTE FUNCTION "page_cache_PostTag_rows"();
CREATE TRIGGER "page_cache_Comment" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Comment" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_Comment_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('post:' || OLD."postId"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('post:' || NEW."postId"); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_Comment_rows" AFTER INSERT OR UPDATE OR DELETE ON "Comment" FOR EACH ROW EXECUTE FUNCTION "page_cache_Comment_rows"();
CREATE TRIGGER "page_cache_Article" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Article" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_Article_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('post:' || COALESCE(OLD."pageId", OLD."postId")); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('post:' || COALESCE(NEW."pageId", NEW."postId")); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_Article_rows" AFTER INSERT OR UPDATE OR DELETE ON "Article" FOR EACH ROW EXECUTE FUNCTION "page_cache_Article_rows"();
CREATE TRIGGER "page_cache_ArticleAuthor" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ArticleAuthor" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_ArticleAuthor_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId")); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId")); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_ArticleAuthor_rows" AFTER INSERT OR UPDATE OR DELETE ON "ArticleAuthor" FOR EACH ROW EXECUTE FUNCTION "page_cache_ArticleAuthor_rows"();
CREATE TRIGGER "page_cache_ArticleReference" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ArticleReference" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_ArticleReference_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId")); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId")); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_ArticleReference_rows" AFTER INSERT OR UPDATE OR DELETE ON "ArticleReference" FOR EACH ROW EXECUTE FUNCTION "page_cache_ArticleReference_rows"();
CREATE TRIGGER "page_cache_ArticleVersion" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ArticleVersion" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_ArticleVersion_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = OLD."articleId")); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('post:' || (SELECT COALESCE("pageId", "postId") FROM "Article" WHERE "id" = NEW."articleId")); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_ArticleVersion_rows" AFTER INSERT OR UPDATE OR DELETE ON "ArticleVersion" FOR EACH ROW EXECUTE FUNCTION "page_cache_ArticleVersion_rows"();
CREATE TRIGGER "page_cache_Question" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Question" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all', 'questions');
CREATE FUNCTION "page_cache_Question_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('question:' || OLD."id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('question:' || NEW."id"); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_Question_rows" AFTER INSERT OR UPDATE OR DELETE ON "Question" FOR EACH ROW EXECUTE FUNCTION "page_cache_Question_rows"();
CREATE TRIGGER "page_cache_Answer" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Answer" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_Answer_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('question:' || OLD."questionId"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('question:' || NEW."questionId"); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_Answer_rows" AFTER INSERT OR UPDATE OR DELETE ON "Answer" FOR EACH ROW EXECUTE FUNCTION "page_cache_Answer_rows"();
CREATE TRIGGER "page_cache_AnswerVote" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AnswerVote" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE FUNCTION "page_cache_AnswerVote_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "page_cache_bump"('question:' || (SELECT "questionId" FROM "Answer" WHERE "id" = OLD."answerId")); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "page_cache_bump"('question:' || (SELECT "questionId" FROM "Answer" WHERE "id" = NEW."answerId")); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "page_cache_AnswerVote_rows" AFTER INSERT OR UPDATE OR DELETE ON "AnswerVote" FOR EACH ROW EXECUTE FUNCTION "page_cache_AnswerVote_rows"();
CREATE TRIGGER "page_cache_Opportunity" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Opportunity" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE TRIGGER "page_cache_ResearchProject" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ResearchProject" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE TRIGGER "page_cache_Follow" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Follow" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE TRIGGER "page_cache_ContactInfo" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ContactInfo" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
CREATE TRIGGER "page_cache_user" BEFORE UPDATE OF "name", "image", "handle", "username", "bio", "location", "affiliation", "orcid", "interests", "emailVerified", "hiddenAt", "deletedAt" OR DELETE OR TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all', 'people');
