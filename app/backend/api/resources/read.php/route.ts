import { legacyJson, route } from "@/lib/http/route";
import { ZResourceListQuery } from "@/lib/schemas/resources";
import { findResources } from "@/lib/server/resources";

// GET /backend/api/resources/read.php: Published ones and the member's own; ?type=&q=&page=&limit=; ?admin=true (admins) all
export const GET = route({ auth: "user", query: ZResourceListQuery }, async ({ query, user }) => legacyJson(await findResources({ query, actor: user })));
