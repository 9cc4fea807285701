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
  },
});
