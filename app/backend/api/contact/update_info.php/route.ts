import { route } from "@/lib/http/route";
import { contactApi } from "@/lib/openapi/domains/site";
import { updateContactInfo } from "@/lib/server/contact";

// PUT /backend/api/contact/update_info.php: JSON {address,email,phone} (admin)
export const PUT = route(contactApi.updateInfo, async ({ body, user, reply }) =>
  reply({ message: "Contact info updated", info: await updateContactInfo({ input: body, actor: user }) }),
);
