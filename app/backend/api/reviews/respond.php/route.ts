import { getActor } from "@/lib/auth/session";
import { legacyJson, route } from "@/lib/http/route";
import { ZRespondInput } from "@/lib/schemas/reviews";
import { respondToInvitation } from "@/lib/server/reviews/reviews";

// POST /backend/api/reviews/respond.php: {id?,token?,accept,reason?,suggestion?} the invited member answers, signed in or with the mailed token
export const POST = route({ auth: "public", body: ZRespondInput }, async ({ body }) =>
  legacyJson({ assignment: await respondToInvitation({ input: body, actor: await getActor() }) }),
);
