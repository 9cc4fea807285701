import { describe, expect, it } from "vitest";
import { backfillHandles } from "./handles";

// The migration's data step, against a stand-in for the migration runner's connection.
function fakeDb(users: { id: string; username: string | null; name: string; email: string; handle?: string | null }[]) {
  const rows = users.map((u) => ({ handle: null, ...u }));
  return {
    rows,
    all: async (sql: string) => (sql.includes('"handle" IS NOT NULL') ? rows.filter((r) => r.handle) : rows.filter((r) => !r.handle)),
    run: async (_sql: string, [handle, id]: unknown[]) => {
      rows.find((r) => r.id === id)!.handle = handle as string;
    },
  };
}

describe("backfillHandles", () => {
  it("gives every member without one a unique ASCII handle, oldest first, keeping handles already set", async () => {
    const db = fakeDb([
      { id: "1", username: "Laila Haddad", name: "ليلى", email: "l@x.test" },
      { id: "2", username: null, name: "Laila Haddad", email: "l2@x.test" },
      { id: "3", username: null, name: "أحمد", email: "a@x.test" },
      { id: "4", username: null, name: "عضو", email: "m@x.test", handle: "adw" },
      { id: "5", username: null, name: "عضو", email: "m2@x.test" },
    ]);
    await backfillHandles(db);
    expect(db.rows.map((r) => r.handle)).toEqual(["laila-haddad", "laila-haddad-2", "ahmd", "adw", "adw-2"]);
  });
});
