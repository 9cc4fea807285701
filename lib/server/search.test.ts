// The literal match of lib/server/search.ts against a real database (test/database.ts: a scratch
// SQLite file or PostgreSQL database, migrated as `npm start` does): '%', '_' and '\' in a filter's
// text match only themselves, where Prisma's own LIKE reads them as wildcards.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// the search's SQL is chosen by the engine DATABASE_URL names, which test/database.ts sets
vi.mock("@/lib/db", () => import("@/test/database"));
const { db, closeDatabase } = await import("@/test/database");

const search = await import("./search");
const m = { db, search };

afterAll(closeDatabase);

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
