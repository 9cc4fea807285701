-- CreateTable
CREATE TABLE "TableCount" (
    "table" TEXT NOT NULL,
    "rows" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TableCount_pkey" PRIMARY KEY ("table")
);

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "likeCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "viewCount" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: the counts follow every insert and delete (cascades included) in the same
-- transaction, so a list reads them from the row instead of counting per row.
CREATE FUNCTION "post_like_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Post" SET "likeCount" = "likeCount" + 1 WHERE "id" = NEW."postId";
  ELSE
    UPDATE "Post" SET "likeCount" = "likeCount" - 1 WHERE "id" = OLD."postId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "PostLike_count" AFTER INSERT OR DELETE ON "PostLike" FOR EACH ROW EXECUTE FUNCTION "post_like_count"();

CREATE FUNCTION "post_view_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Post" SET "viewCount" = "viewCount" + 1 WHERE "id" = NEW."postId";
  ELSE
    UPDATE "Post" SET "viewCount" = "viewCount" - 1 WHERE "id" = OLD."postId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "PostView_count" AFTER INSERT OR DELETE ON "PostView" FOR EACH ROW EXECUTE FUNCTION "post_view_count"();

CREATE FUNCTION "post_table_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "TableCount" SET "rows" = "rows" + (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) WHERE "table" = 'Post';
  RETURN NULL;
END $$;
CREATE TRIGGER "Post_count" AFTER INSERT OR DELETE ON "Post" FOR EACH ROW EXECUTE FUNCTION "post_table_count"();

-- Backfill
UPDATE "Post" SET
  "likeCount" = (SELECT count(*) FROM "PostLike" WHERE "PostLike"."postId" = "Post"."id"),
  "viewCount" = (SELECT count(*) FROM "PostView" WHERE "PostView"."postId" = "Post"."id");
INSERT INTO "TableCount" ("table", "rows") SELECT 'Post', count(*) FROM "Post";
