// A PrismaClient for scripts (seed, tests' fixtures): the same adapter choice as lib/db.ts,
// without Next's server-only guard.
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../lib/generated/prisma/client";
import { readConfig } from "../scripts/config.mjs";

export async function scriptClient(url = readConfig().DATABASE_URL): Promise<PrismaClient> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { PrismaClient: PgClient } = await import("../lib/generated/prisma-pg/client");
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PgClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient;
  }
  const file = url.replace(/^file:/, "");
  return new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: path.isAbsolute(file) ? file : path.resolve(file), timeout: 5000 }) });
}
