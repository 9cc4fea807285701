// `npm run db:restore -- <backup dir> [--force]`: restores a backup into DATABASE_URL and UPLOAD_DIR
// (fresh ones; --force replaces what they hold: stop the app first). See scripts/backup.mjs.
import { parseArgs } from "node:util";
import { restoreBackup } from "./backup.mjs";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("usage: npm run db:restore -- <backup directory> [--force]");
  process.exit(2);
}
restoreBackup(positionals[0], { force: values.force }).catch((e) => {
  console.error(`restore failed: ${e.stderr || e.message}`);
  process.exit(1);
});
