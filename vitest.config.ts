import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "test/server-only.ts"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "messages/**/*.test.ts", "scripts/**/*.test.ts", "prisma/**/*.test.ts"],
    environment: "node",
    // the database tests open, migrate and drop a real database: on a busy two-core machine a
    // correct test may take many seconds, and must not fail for it
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
