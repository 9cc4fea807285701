import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { cancelAssignment } from "@/lib/server/reviews/reviews";

// POST /backend/api/reviews/cancel.php: {id,reason?} an editor cancels an assignment not yet submitted
export const POST = route(reviewsApi.cancel, async ({ body, user, reply }) => reply({ assignment: await cancelAssignment({ input: body, actor: user }) }));
