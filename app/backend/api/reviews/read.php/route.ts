import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { readAssignments } from "@/lib/server/reviews/reviews";

// GET /backend/api/reviews/read.php[?article_id=]: my invitations and reviews, or (editors) an article's assignments
export const GET = route(reviewsApi.read, async ({ query, user, reply }) => reply({ assignments: await readAssignments({ query, actor: user }) }));
