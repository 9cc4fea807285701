import { route } from "@/lib/http/route";
import { profileApi } from "@/lib/openapi/domains/profile";
import { getProfile } from "@/lib/server/profile";

// GET /backend/api/profile/read.php: the member's own profile and preferences (member)
export const GET = route(profileApi.read, async ({ user, reply }) => reply({ profile: await getProfile({ actor: user }) }));
