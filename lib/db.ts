import "server-only";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { Database } from "better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { reuseStatements } from "@/lib/sqlite-statements";

/**
 * Prisma's SQLite adapter, tuned: its transactions open with a deferred BEGIN, and one that reads
 * and then writes fails at once (SQLITE_BUSY_SNAPSHOT, a 503) when another process committed in
 * between, as the cluster's workers and the tools beside the server do. BEGIN IMMEDIATE takes the
 * write lock first, so transactions from several processes queue (busy timeout) instead of
 * failing. And it prepares every query's statement anew: the connection keeps them instead.
 */
class TunedSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    reuseStatements((adapter as unknown as { client: Database }).client, (sql) => (sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql));
    return adapter;
  }
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  if (isPostgresUrl(url)) {
    // The PostgreSQL client is generated from prisma/postgres/schema.prisma with the same models,
    // so the domain code is the same; it is loaded only when configured.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PrismaClient: PgClient } = require("@/lib/generated/prisma-pg/client");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PrismaPg } = require("@prisma/adapter-pg");
    return new PgClient({ adapter: new PrismaPg({ connectionString: url, max: env().DATABASE_POOL_SIZE }) }) as PrismaClient;
  }
  const file = url.replace(/^file:/, "");
  const adapter = new TunedSqlite({ url: path.isAbsolute(file) ? file : path.resolve(file), timeout: 15_000 });
  const client = new PrismaClient({ adapter });
  // WAL lets readers run beside a writer; the busy timeout makes concurrent writers wait (15 s: a
  // burst of transactions on a small machine queues rather than failing; past it, a 503 says retry).
  void client.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  void client.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  return client;
}

const globalForDb = globalThis as unknown as { prisma?: PrismaClient };
export const db: PrismaClient = (globalForDb.prisma ??= createClient());
