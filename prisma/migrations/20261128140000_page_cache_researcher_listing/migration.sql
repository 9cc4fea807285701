-- The sitemap lists a researcher page once its member asks to be listed: that choice changes what
-- signed-out readers get, so it raises the cached pages' tags like the other member fields.
DROP TRIGGER "page_cache_user_update";
CREATE TRIGGER "page_cache_user_update" AFTER UPDATE OF "name", "image", "handle", "username", "bio", "location", "affiliation", "orcid", "interests", "emailVerified", "hiddenAt", "deletedAt", "listResearcherPage" ON "user" BEGIN
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('all', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
  INSERT INTO "PageCacheTag" ("tag", "version") VALUES ('people', 1) ON CONFLICT ("tag") DO UPDATE SET "version" = "PageCacheTag"."version" + 1;
END;
