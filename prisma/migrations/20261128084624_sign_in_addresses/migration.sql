-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "LoginFailure";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "SignInAddress" (
    "hash" TEXT NOT NULL PRIMARY KEY,
    "seenAt" DATETIME NOT NULL
);
