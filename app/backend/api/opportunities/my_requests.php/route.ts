import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { findMyRequests } from "@/lib/server/partnership-requests";

// GET /backend/api/opportunities/my_requests.php: the member's own join and collaboration requests
export const GET = route(opportunitiesApi.myRequests, async ({ user, reply }) => reply({ requests: await findMyRequests({ actor: user }) }));
