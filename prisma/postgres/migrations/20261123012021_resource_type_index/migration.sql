-- CreateIndex
CREATE INDEX "LearningResource_type_idx" ON "LearningResource"("type");
