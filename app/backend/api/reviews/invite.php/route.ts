import { legacyJson, route } from "@/lib/http/route";
import { ZInviteInput } from "@/lib/schemas/reviews";
import { inviteReviewer } from "@/lib/server/reviews/reviews";

// POST /backend/api/reviews/invite.php: {article_id,user_id,due_at?,message?} an editor invites a reviewer
export const POST = route({ auth: "admin", body: ZInviteInput }, async ({ body, user }) =>
  legacyJson({ assignment: await inviteReviewer({ input: body, actor: user }) }, 201),
);
