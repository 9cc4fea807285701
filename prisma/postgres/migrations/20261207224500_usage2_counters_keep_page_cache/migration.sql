-- A post's view count moves with every reader's unique view. Only what the article's page and the
-- lists show changes the cached signed-out pages: a write of the view count alone (the reader's view,
-- which leaves updatedAt alone) no longer raises their tags, nor takes their rows' locks, so a busy
-- article stays served from the cache and its views never wait on (or deadlock with) a page cache
-- write. Every other column still raises them, as before.
DROP TRIGGER "page_cache_Post" ON "Post";
CREATE TRIGGER "page_cache_Post" BEFORE INSERT OR UPDATE OF "title", "author", "content", "fullContent", "keywords", "imageUrl", "imagePath", "imageUrlKey", "category", "readTime", "searchKey", "createdById", "createdAt", "updatedAt", "likeCount", "id" OR DELETE OR TRUNCATE ON "Post" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all');
DROP TRIGGER "page_cache_Post_rows" ON "Post";
CREATE TRIGGER "page_cache_Post_rows" AFTER INSERT OR UPDATE OF "title", "author", "content", "fullContent", "keywords", "imageUrl", "imagePath", "imageUrlKey", "category", "readTime", "searchKey", "createdById", "createdAt", "updatedAt", "likeCount", "id" OR DELETE ON "Post" FOR EACH ROW EXECUTE FUNCTION "page_cache_Post_rows"();
