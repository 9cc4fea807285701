import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  // read by Prisma's CLI (generate) only, never by the app or its scripts
  // eslint-disable-next-line no-restricted-properties
  datasource: { url: process.env.DATABASE_URL ?? "file:./data/app.db" },
});
