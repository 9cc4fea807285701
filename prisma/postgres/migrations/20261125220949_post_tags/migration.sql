-- CreateTable
CREATE TABLE "PostTag" (
    "postId" INTEGER NOT NULL,
    "slug" TEXT NOT NULL,
    "keyword" TEXT NOT NULL,

    CONSTRAINT "PostTag_pkey" PRIMARY KEY ("postId","slug")
);

-- CreateIndex
CREATE INDEX "PostTag_slug_postId_idx" ON "PostTag"("slug", "postId");

-- AddForeignKey
ALTER TABLE "PostTag" ADD CONSTRAINT "PostTag_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;
