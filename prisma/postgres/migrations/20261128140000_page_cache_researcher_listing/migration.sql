-- The sitemap lists a researcher page once its member asks to be listed: that choice changes what
-- signed-out readers get, so it raises the cached pages' tags like the other member fields.
DROP TRIGGER "page_cache_user" ON "user";
CREATE TRIGGER "page_cache_user" BEFORE UPDATE OF "name", "image", "handle", "username", "bio", "location", "affiliation", "orcid", "interests", "emailVerified", "hiddenAt", "deletedAt", "listResearcherPage" OR DELETE OR TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_bump_tags"('all', 'people');
