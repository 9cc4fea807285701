// lib/db.ts for a test that loads the app's own modules, once or as several app instances
// (`vi.resetModules()` and import again): each load opens its own client on the DATABASE_URL the
// test set (a scratch database, test/scratch-database.ts), on either engine. Use:
// vi.mock("@/lib/db", () => import("@/test/app-database").then((m) => m.appDatabase()));
import { scriptClient } from "@/prisma/client";

export async function appDatabase() {
  return { db: await scriptClient(process.env.DATABASE_URL), isPostgresUrl: (u: string) => /^postgres(ql)?:\/\//.test(u) };
}
