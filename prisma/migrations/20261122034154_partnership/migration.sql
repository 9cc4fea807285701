-- CreateTable
CREATE TABLE "Opportunity" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "field" TEXT NOT NULL DEFAULT 'عام',
    "type" TEXT NOT NULL DEFAULT 'تعاون بحثي',
    "contactEmail" TEXT NOT NULL,
    "tags" TEXT NOT NULL DEFAULT '[]',
    "authorName" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "userId" TEXT NOT NULL,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Opportunity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ResearchProject" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "institution" TEXT NOT NULL,
    "requiredExpertise" TEXT NOT NULL,
    "tags" TEXT NOT NULL DEFAULT '[]',
    "authorName" TEXT NOT NULL,
    "collaborationStatus" TEXT NOT NULL DEFAULT 'open',
    "fileUrl" TEXT,
    "fileName" TEXT,
    "userId" TEXT NOT NULL,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ResearchProject_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PartnershipRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "opportunityId" INTEGER,
    "projectId" INTEGER,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "expertise" TEXT NOT NULL,
    "academicBackground" TEXT NOT NULL,
    "researchInterests" TEXT,
    "message" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PartnershipRequest_opportunityId_fkey" FOREIGN KEY ("opportunityId") REFERENCES "Opportunity" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PartnershipRequest_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ResearchProject" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PartnershipRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Opportunity_status_createdAt_idx" ON "Opportunity"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Opportunity_status_field_createdAt_idx" ON "Opportunity"("status", "field", "createdAt");

-- CreateIndex
CREATE INDEX "Opportunity_userId_createdAt_idx" ON "Opportunity"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ResearchProject_createdAt_idx" ON "ResearchProject"("createdAt");

-- CreateIndex
CREATE INDEX "ResearchProject_userId_createdAt_idx" ON "ResearchProject"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PartnershipRequest_opportunityId_status_idx" ON "PartnershipRequest"("opportunityId", "status");

-- CreateIndex
CREATE INDEX "PartnershipRequest_projectId_status_idx" ON "PartnershipRequest"("projectId", "status");

-- CreateIndex
CREATE INDEX "PartnershipRequest_userId_createdAt_idx" ON "PartnershipRequest"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PartnershipRequest_opportunityId_userId_key" ON "PartnershipRequest"("opportunityId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "PartnershipRequest_projectId_userId_key" ON "PartnershipRequest"("projectId", "userId");
