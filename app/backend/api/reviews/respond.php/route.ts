import { getActor } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { respondToInvitation } from "@/lib/server/reviews/reviews";

// POST /backend/api/reviews/respond.php: {id?,token?,accept,reason?,suggestion?} the invited member answers, signed in or with the mailed token
export const POST = route(reviewsApi.respond, async ({ body, reply }) =>
  reply({ assignment: await respondToInvitation({ input: body, actor: await getActor() }) }),
);
