-- DropTable
DROP TABLE "LoginFailure";

-- CreateTable
CREATE TABLE "SignInAddress" (
    "hash" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInAddress_pkey" PRIMARY KEY ("hash")
);
