import { route } from "@/lib/http/route";
import { resourcesApi } from "@/lib/openapi/domains/learning";
import { findResources } from "@/lib/server/resources";

// GET /backend/api/resources/read.php: Published ones and the member's own; ?type=&q=&page=&limit=; ?admin=true (admins) all
export const GET = route(resourcesApi.read, async ({ query, user, reply }) => reply(await findResources({ query, actor: user })));
