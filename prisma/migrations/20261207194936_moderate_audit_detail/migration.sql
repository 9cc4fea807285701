-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN "detail" TEXT;
