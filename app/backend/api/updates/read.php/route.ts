import { route } from "@/lib/http/route";
import { updatesApi } from "@/lib/openapi/domains/site";
import { findAllUpdates } from "@/lib/server/latest-updates";

// GET /backend/api/updates/read.php: every update, newest first (members)
export const GET = route(updatesApi.read, async ({ reply }) => reply({ updates: await findAllUpdates() }));
