import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { inviteReviewer } from "@/lib/server/reviews/reviews";

// POST /backend/api/reviews/invite.php: {article_id,user_id,due_at?,message?} an editor invites a reviewer
export const POST = route(reviewsApi.invite, async ({ body, user, reply }) => reply({ assignment: await inviteReviewer({ input: body, actor: user }) }, 201));
