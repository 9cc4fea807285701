import { legacyJson, route } from "@/lib/http/route";
import { findMyRequests } from "@/lib/server/partnership-requests";

// GET /backend/api/opportunities/my_requests.php: the member's own join and collaboration requests
export const GET = route({ auth: "user" }, async ({ user }) => legacyJson({ requests: await findMyRequests({ actor: user }) }));
