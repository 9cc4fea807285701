-- CreateIndex
CREATE INDEX "Post_imagePath_idx" ON "Post"("imagePath");
