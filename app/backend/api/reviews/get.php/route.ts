import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { getAssignment } from "@/lib/server/reviews/reviews";

// GET /backend/api/reviews/get.php?id=: one assignment with the manuscript as its reader may see it
export const GET = route(reviewsApi.get, async ({ query, user, reply }) => reply({ assignment: await getAssignment({ id: query.id, actor: user }) }));
