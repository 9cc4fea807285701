-- CreateTable
CREATE TABLE "TableCount" (
    "table" TEXT NOT NULL PRIMARY KEY,
    "rows" INTEGER NOT NULL DEFAULT 0
);

-- AlterTable (ADD COLUMN rather than Prisma's table rebuild, which would drop other triggers on "Post")
ALTER TABLE "Post" ADD COLUMN "likeCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Post" ADD COLUMN "viewCount" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: the counts follow every insert and delete (cascades included) in the same
-- transaction, so a list reads them from the row instead of counting per row.
CREATE TRIGGER "PostLike_count_insert" AFTER INSERT ON "PostLike" BEGIN
  UPDATE "Post" SET "likeCount" = "likeCount" + 1 WHERE "id" = NEW."postId";
END;
CREATE TRIGGER "PostLike_count_delete" AFTER DELETE ON "PostLike" BEGIN
  UPDATE "Post" SET "likeCount" = "likeCount" - 1 WHERE "id" = OLD."postId";
END;
CREATE TRIGGER "PostView_count_insert" AFTER INSERT ON "PostView" BEGIN
  UPDATE "Post" SET "viewCount" = "viewCount" + 1 WHERE "id" = NEW."postId";
END;
CREATE TRIGGER "PostView_count_delete" AFTER DELETE ON "PostView" BEGIN
  UPDATE "Post" SET "viewCount" = "viewCount" - 1 WHERE "id" = OLD."postId";
END;
CREATE TRIGGER "Post_count_insert" AFTER INSERT ON "Post" BEGIN
  UPDATE "TableCount" SET "rows" = "rows" + 1 WHERE "table" = 'Post';
END;
CREATE TRIGGER "Post_count_delete" AFTER DELETE ON "Post" BEGIN
  UPDATE "TableCount" SET "rows" = "rows" - 1 WHERE "table" = 'Post';
END;

-- Backfill
UPDATE "Post" SET
  "likeCount" = (SELECT count(*) FROM "PostLike" WHERE "PostLike"."postId" = "Post"."id"),
  "viewCount" = (SELECT count(*) FROM "PostView" WHERE "PostView"."postId" = "Post"."id");
INSERT INTO "TableCount" ("table", "rows") SELECT 'Post', count(*) FROM "Post";
