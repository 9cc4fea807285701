import { legacyJson, route } from "@/lib/http/route";
import { ZCancelInput } from "@/lib/schemas/reviews";
import { cancelAssignment } from "@/lib/server/reviews/reviews";

// POST /backend/api/reviews/cancel.php: {id,reason?} an editor cancels an assignment not yet submitted
export const POST = route({ auth: "admin", body: ZCancelInput }, async ({ body, user }) =>
  legacyJson({ assignment: await cancelAssignment({ input: body, actor: user }) }),
);
