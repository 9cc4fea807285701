// The literal match of lib/server/search.ts against a real database (a scratch SQLite file
// migrated as `npm start` does, or the throwaway PostgreSQL in TEST_DATABASE_URL): '%', '_' and '\'
// in a filter's text match only themselves, where Prisma's own LIKE reads them as wildcards.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";

const state = vi.hoisted(() => ({ db: null as unknown as PrismaClient }));

vi.mock("@/lib/db", async () => {
  const { scriptClient } = await import("@/prisma/client");
  const { applyMigrations } = await import("@/prisma/migrate.mjs");
  const url = process.env.TEST_DATABASE_URL || `file:${path.join(mkdtempSync(path.join(tmpdir(), "manara-search-")), "test.db")}`;
  await applyMigrations(url, { log: () => {} });
  // the search's SQL is chosen by the engine DATABASE_URL names
  process.env.DATABASE_URL = url;
  process.env.BETTER_AUTH_SECRET ??= "search-test-secret-search-test-secret";
  state.db = await scriptClient(url);
  return { db: state.db, isPostgresUrl: (u: string) => /^postgres(ql)?:\/\//.test(u) };
});

const search = await import("./search");
const m = {
  get db() {
    return state.db;
  },
  search,
};

afterAll(async () => state.db?.$disconnect());

describe("literalMatches", () => {
  const tag = randomUUID().slice(0, 8);
  const emails = ["a_b", "axb", "50%", "500", "x\\y", "xzy"].map((local) => `${local}.${tag}@x.test`);

  beforeAll(async () => {
    for (const actorEmail of emails)
      await m.db.auditEntry.create({ data: { actorId: "test", actorEmail, action: "test.literal", targetType: "test", targetId: "1", summary: "" } });
  });

  const values = (match: Parameters<typeof m.search.literalMatches>[0]["matches"][number]) =>
    m.search.literalMatches<string>({ column: "AuditEntry.actorEmail", matches: [match], select: "value" });

  it("matches '%', '_' and '\\' as themselves", async () => {
    expect(await values({ contains: `a_b.${tag}` })).toEqual([`a_b.${tag}@x.test`]);
    expect(await values({ contains: `50%.${tag}` })).toEqual([`50%.${tag}@x.test`]);
    expect(await values({ startsWith: "50%" })).toEqual([`50%.${tag}@x.test`]);
    expect(await values({ contains: `x\\y.${tag}` })).toEqual([`x\\y.${tag}@x.test`]);
    expect(await values({ endsWith: `_b.${tag}@x.test` })).toEqual([`a_b.${tag}@x.test`]);
    expect(await values({ equals: `axb.${tag}@x.test` })).toEqual([`axb.${tag}@x.test`]);
    expect(await values({ contains: `%` })).toEqual([`50%.${tag}@x.test`]);
  });

  it("answers ids too, several patterns OR-ed, at most `limit`", async () => {
    const ids = await m.search.literalMatches<number>({
      column: "AuditEntry.actorEmail",
      matches: [{ startsWith: "a_b." }, { startsWith: "500." }],
      select: "id",
    });
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => typeof id === "number")).toBe(true);
    expect(await m.search.literalMatches({ column: "AuditEntry.actorEmail", matches: [{ contains: tag }], select: "id", limit: 3 })).toHaveLength(3);
  });

  it("hasLikeWildcard names the texts that need it", () => {
    for (const t of ["50%", "a_b", "x\\y"]) expect(m.search.hasLikeWildcard(t), t).toBe(true);
    for (const t of ["nlp", "تعلم-الآلة", ""]) expect(m.search.hasLikeWildcard(t), t).toBe(false);
  });
});

describe("searchPage", () => {
  it("is null for a blank query and empty for one with no letter or digit", async () => {
    expect(await m.search.searchPage({ table: "Post", q: "  " })).toBeNull();
    for (const q of ["%%%", "---", "؟؟"]) expect(await m.search.searchPage({ table: "Post", q }), q).toEqual({ ids: [], total: 0 });
  });
});
