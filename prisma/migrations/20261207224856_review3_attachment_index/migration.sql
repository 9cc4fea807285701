-- CreateIndex
CREATE INDEX "Review_attachmentPath_idx" ON "Review"("attachmentPath");
