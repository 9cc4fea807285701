import type { Database, Statement } from "better-sqlite3";
import { Lru } from "@/lib/lru";

/** How many prepared statements a connection keeps: Prisma's queries are a few dozen shapes. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * A prepared statement's columns, asked once: Prisma's adapter asks them on every query, and
 * better-sqlite3 builds a new array of objects each time (about a thirtieth of a signed-in page's
 * server time). They cannot change while the statement lives: the schema is migrated before the
 * server starts, and a statement is prepared again when its SQL changes.
 */
const columnsKept = new WeakMap<Statement, ReturnType<Statement["columns"]>>();
function columnsOf(statement: Statement) {
  let columns = columnsKept.get(statement);
  if (!columns) columnsKept.set(statement, (columns = statement.columns()));
  return columns;
}

/**
 * A statement as Prisma's SQLite adapter uses it (`prepare(sql).bind(args)`, then `reader`,
 * `columns()`, `raw().all()` or `run()`), over a prepared statement that is kept and reused:
 * better-sqlite3 binds for good, so the arguments stay here and are passed on each run instead.
 */
class ReusedStatement {
  constructor(
    private readonly statement: Statement,
    private readonly args: unknown[] = [],
    private readonly rawRows = false,
  ) {}
  get reader() {
    return this.statement.reader;
  }
  bind(...args: unknown[]) {
    return new ReusedStatement(this.statement, args.length === 1 && Array.isArray(args[0]) ? args[0] : args, this.rawRows);
  }
  columns() {
    return columnsOf(this.statement);
  }
  raw(on = true) {
    return new ReusedStatement(this.statement, this.args, on);
  }
  all() {
    return this.statement.raw(this.rawRows).all(...this.args);
  }
  run() {
    return this.statement.run(...this.args);
  }
}

/**
 * Prisma's adapter prepares every statement anew for every query: compiling the SQL was about a
 * twentieth of a signed-in `get_single.php`'s server time. This makes the connection's `prepare`
 * keep the last STATEMENT_CACHE_SIZE statements by their SQL (least recently used goes first).
 * `rewrite` maps the SQL first (e.g. BEGIN → BEGIN IMMEDIATE).
 */
export function reuseStatements(client: Database, rewrite: (sql: string) => string = (sql) => sql) {
  const prepare = client.prepare.bind(client);
  const kept = new Lru<string, Statement>(STATEMENT_CACHE_SIZE);
  (client as unknown as { prepare: (sql: string) => ReusedStatement }).prepare = (source: string) => {
    const sql = rewrite(source);
    let statement = kept.get(sql);
    if (!statement) kept.set(sql, (statement = prepare(sql)));
    return new ReusedStatement(statement);
  };
  return kept;
}
