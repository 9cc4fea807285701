import { route } from "@/lib/http/route";
import { followsApi } from "@/lib/openapi/domains/follows";
import { findMyFollows } from "@/lib/server/follows/follows";

// GET /backend/api/follows/read.php: the researchers and tags the member follows
export const GET = route(followsApi.read, async ({ user, reply }) => reply({ follows: await findMyFollows({ actor: user }) }));
