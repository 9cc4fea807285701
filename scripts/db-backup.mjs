// `npm run db:backup [-- --into DIR]`: an online backup of DATABASE_URL and UPLOAD_DIR (see scripts/backup.mjs).
import { parseArgs } from "node:util";
import { createBackup } from "./backup.mjs";

const { values } = parseArgs({ options: { into: { type: "string", default: "data/backups" } } });
createBackup({ into: values.into }).catch((e) => {
  console.error(`backup failed: ${e.stderr || e.message}`);
  process.exit(1);
});
