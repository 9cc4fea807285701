import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { markMessageRead } from "@/lib/server/contact";

// PUT /backend/api/contact/mark_read.php: JSON {id} (admin)
export const PUT = route({ auth: "admin", body: ZIdBody }, async ({ body, user }) =>
  legacyJson({ message: "Status Updated", contact_message: await markMessageRead({ id: body.id, actor: user }) }),
);
