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
-- one function for both columns: the trigger names the column it keeps
CREATE FUNCTION "post_count_column"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE "Post" SET %1$I = %1$I + 1 WHERE "id" = $1', TG_ARGV[0]) USING NEW."postId";
  ELSE
    EXECUTE format('UPDATE "Post" SET %1$I = %1$I - 1 WHERE "id" = $1', TG_ARGV[0]) USING OLD."postId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "PostLike_count" AFTER INSERT OR DELETE ON "PostLike" FOR EACH ROW EXECUTE FUNCTION "post_count_column"('likeCount');
CREATE TRIGGER "PostView_count" AFTER INSERT OR DELETE ON "PostView" FOR EACH ROW EXECUTE FUNCTION "post_count_column"('viewCount');

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
