import { legacyJson, route } from "@/lib/http/route";
import { findAllUpdates } from "@/lib/server/latest-updates";

// GET /backend/api/updates/read.php: every update, newest first (members)
export const GET = route({ auth: "user" }, async () => legacyJson({ updates: await findAllUpdates() }));
