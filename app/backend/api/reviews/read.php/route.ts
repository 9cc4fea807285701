import { legacyJson, route } from "@/lib/http/route";
import { ZReviewsQuery } from "@/lib/schemas/reviews";
import { readAssignments } from "@/lib/server/reviews/reviews";

// GET /backend/api/reviews/read.php[?article_id=]: my invitations and reviews, or (editors) an article's assignments
export const GET = route({ auth: "user", query: ZReviewsQuery }, async ({ query, user }) =>
  legacyJson({ assignments: await readAssignments({ query, actor: user }) }),
);
