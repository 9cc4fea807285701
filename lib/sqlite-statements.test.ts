import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { Database } from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { reuseStatements, STATEMENT_CACHE_SIZE } from "./sqlite-statements";

const text = { scalarType: "string", arity: "scalar" } as const;
const int = { scalarType: "int", arity: "scalar" } as const;

/** Prisma's own SQLite adapter over an in-memory database, with the statements reused. */
async function adapter() {
  const a = await new PrismaBetterSqlite3({ url: ":memory:" }).connect();
  const client = (a as unknown as { client: Database }).client;
  const begins: string[] = [];
  const kept = reuseStatements(client, (sql) => {
    if (sql.startsWith("BEGIN")) begins.push(sql);
    return sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql;
  });
  await a.executeScript("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
  return { a, client, kept, begins };
}
const insert = (name: string) => ({ sql: "INSERT INTO t (name) VALUES (?)", args: [name], argTypes: [text] });
const byId = (id: number) => ({ sql: "SELECT id, name FROM t WHERE id = ?", args: [id], argTypes: [int] });

describe("reuseStatements (Prisma's SQLite adapter)", () => {
  it("runs the same statement with each call's own arguments", async () => {
    const { a, kept } = await adapter();
    expect(await a.executeRaw(insert("أحمد"))).toBe(1);
    expect(await a.executeRaw(insert("سارة"))).toBe(1);
    const first = await a.queryRaw(byId(1));
    const second = await a.queryRaw(byId(2));
    expect(first.columnNames).toEqual(["id", "name"]);
    expect(first.rows).toEqual([[1, "أحمد"]]);
    expect(second.rows).toEqual([[2, "سارة"]]);
    expect((await a.queryRaw(byId(3))).rows).toEqual([]);
    // one prepared statement per SQL text, however often it ran
    expect([...kept.keys()].filter((sql) => sql.startsWith("INSERT"))).toHaveLength(1);
    expect([...kept.keys()].filter((sql) => sql.startsWith("SELECT"))).toHaveLength(1);
  });

  it("asks a statement its columns once, and every later query gets the same names and types", async () => {
    const { a, kept } = await adapter();
    await a.executeRaw(insert("أحمد"));
    expect((await a.queryRaw(byId(1))).columnNames).toEqual(["id", "name"]);
    const statement = kept.get(byId(1).sql)!;
    let asked = 0;
    const columns = statement.columns.bind(statement);
    statement.columns = () => (asked++, columns());
    const again = await a.queryRaw(byId(1));
    expect(asked).toBe(0);
    expect(again.columnNames).toEqual(["id", "name"]);
    expect(again.columnTypes).toEqual((await a.queryRaw(byId(1))).columnTypes);
    expect(again.rows).toEqual([[1, "أحمد"]]);
  });

  it("writes through queryRaw too (a statement that returns no rows)", async () => {
    const { a } = await adapter();
    expect((await a.queryRaw(insert("ليلى"))).rows).toEqual([]);
    expect((await a.queryRaw(insert("ليلى"))).rows).toEqual([]);
    expect((await a.queryRaw({ sql: "SELECT count(*) AS n FROM t", args: [], argTypes: [] })).rows).toEqual([[2]]);
  });

  it("opens transactions with BEGIN IMMEDIATE, and a rolled-back write is gone", async () => {
    const { a, begins } = await adapter();
    const tx = await a.startTransaction();
    expect(begins).toEqual(["BEGIN"]);
    await tx.executeRaw(insert("مؤقت"));
    await tx.executeRaw({ sql: "ROLLBACK", args: [], argTypes: [] });
    await tx.rollback();
    expect((await a.queryRaw({ sql: "SELECT count(*) FROM t", args: [], argTypes: [] })).rows).toEqual([[0]]);
    const again = await a.startTransaction();
    await again.executeRaw(insert("دائم"));
    await again.executeRaw({ sql: "COMMIT", args: [], argTypes: [] });
    await again.commit();
    expect((await a.queryRaw(byId(1))).rows).toEqual([[1, "دائم"]]);
  });

  it("keeps at most STATEMENT_CACHE_SIZE statements, dropping the least recently used", async () => {
    const { a, kept } = await adapter();
    const select = (n: number) => ({ sql: `SELECT ${n} AS n`, args: [], argTypes: [] });
    for (let n = 0; n < STATEMENT_CACHE_SIZE + 10; n++) {
      expect((await a.queryRaw(select(n))).rows).toEqual([[n]]);
      if (n > 0) await a.queryRaw(select(0)); // used again and again: never the oldest
    }
    expect(kept.size).toBe(STATEMENT_CACHE_SIZE);
    expect(kept.has("SELECT 0 AS n")).toBe(true);
    expect(kept.has("SELECT 1 AS n")).toBe(false);
    expect(kept.has(`SELECT ${STATEMENT_CACHE_SIZE + 9} AS n`)).toBe(true);
  });

  it("reports a failing statement as the adapter's error, and keeps working", async () => {
    const { a } = await adapter();
    await a.executeRaw(insert("x"));
    await expect(a.executeRaw({ sql: "INSERT INTO t (id, name) VALUES (?, ?)", args: [1, "y"], argTypes: [int, text] })).rejects.toMatchObject({
      cause: { kind: "UniqueConstraintViolation" },
    });
    expect((await a.queryRaw(byId(1))).rows).toEqual([[1, "x"]]);
  });
});
