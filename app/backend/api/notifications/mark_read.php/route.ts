import { legacyJson, route } from "@/lib/http/route";
import { ZMarkReadInput } from "@/lib/schemas/notifications";
import { markNotificationsRead } from "@/lib/server/notifications";

// PUT /backend/api/notifications/mark_read.php: {id} or {all:true}; only one's own (member)
export const PUT = route({ auth: "user", body: ZMarkReadInput }, async ({ body, user }) =>
  legacyJson(await markNotificationsRead({ actor: user, input: body })),
);
