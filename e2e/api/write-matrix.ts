// The authorization matrix of a moderated kind's three writes (update.php, update_status.php and
// delete.php, in that order), shared by the Q&A, topics and opportunities specs. Every kind answers
// 401 to each write signed out and lets an admin and a superadmin make all three; the kind tells what
// its author and another member may do. A write that succeeds answers what it did; a refused one
// leaves the kind's rows as they were.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { apiClient, createUser, expect, test, testDb, type TestUser } from "../fixtures";

type Statuses = { update: number; status: number; remove: number };
type Write<Row> = {
  data: (row: Row, author: TestUser) => object;
  /** what a successful write must have done */
  done: (res: APIResponse, row: Row, author: TestUser) => Promise<void>;
};

export function writeMatrix<Row extends { id: number }>(
  api: string,
  kind: {
    seed: (author: TestUser) => Promise<Row>;
    /** the rows a refused write must leave unchanged */
    rows: (id: number) => Promise<unknown>;
    update: Write<Row>;
    /** the status an editor moves the item to */
    status: Pick<Write<Row>, "done"> & { to: string };
    /** the delete's body: the item's id unless told */
    remove: Pick<Write<Row>, "done"> & Partial<Pick<Write<Row>, "data">>;
    /** the audit actions of an editor's three writes, where the kind records them */
    audit?: { targetType: string; actions: string[] };
    /** what the tests call the item's author ("asker", "suggester", "owner"), and what the author may do */
    author: { name: string } & Statuses;
    other: Statuses;
  },
) {
  const everything = { update: 200, status: 200, remove: 200 };
  const cases = [
    { who: "anonymous", update: 401, status: 401, remove: 401 },
    { who: "other", ...kind.other },
    { who: kind.author.name, ...kind.author },
    { who: "admin", ...everything },
    { who: "superadmin", ...everything },
  ] as const;
  for (const c of cases) {
    test(`${c.who}: update ${c.update}, status ${c.status}, delete ${c.remove}; refusals change nothing`, async ({ playwright }) => {
      const author = await createUser();
      const editor = c.who === "admin" || c.who === "superadmin";
      const actor = c.who === "anonymous" ? undefined : c.who === kind.author.name ? author : await createUser(editor ? c.who : "user");
      const ctx = await apiClient(playwright, actor);
      const row = await kind.seed(author);
      const write = async (send: (ctx: APIRequestContext) => Promise<APIResponse>, status: number, done: Write<Row>["done"]) => {
        const before = await kind.rows(row.id);
        const res = await send(ctx);
        expect(res.status()).toBe(status);
        if (status === 200) await done(res, row, author);
        else expect(await kind.rows(row.id)).toEqual(before);
      };

      await write((ctx) => ctx.put(`${api}/update.php`, { data: kind.update.data(row, author) }), c.update, kind.update.done);
      await write((ctx) => ctx.put(`${api}/update_status.php`, { data: { id: row.id, status: kind.status.to } }), c.status, kind.status.done);
      const removal = kind.remove.data?.(row, author) ?? { id: row.id };
      await write((ctx) => ctx.delete(`${api}/delete.php`, { data: removal }), c.remove, kind.remove.done);

      if (actor && editor && kind.audit) {
        const db = await testDb();
        const entries = await db.auditEntry.findMany({
          where: { actorId: actor.id, targetType: kind.audit.targetType, targetId: String(row.id) },
          orderBy: { id: "asc" },
        });
        expect(entries.map((e) => e.action)).toEqual(kind.audit.actions);
      }
    });
  }
}
