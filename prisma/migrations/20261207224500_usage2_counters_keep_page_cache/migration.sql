-- A post's view count moves with every reader's unique view. Only what the article's page and the
-- lists show changes the cached signed-out pages: a write of the view count alone (the reader's view,
-- which leaves updatedAt alone) no longer raises their tags, so a busy article stays served from the
-- cache and its views stay cheap. Every other column still raises them, as before.
DROP TRIGGER "page_cache_Post_update";
CREATE TRIGGER "page_cache_Post_update" AFTER UPDATE OF "title", "author", "content", "fullContent", "keywords", "imageUrl", "imagePath", "imageUrlKey", "category", "readTime", "searchKey", "createdById", "createdAt", "updatedAt", "likeCount", "id" ON "Post" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || OLD."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") SELECT "t", 1 FROM (SELECT 'post:' || NEW."id" AS "t") WHERE "t" IS NOT NULL ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
