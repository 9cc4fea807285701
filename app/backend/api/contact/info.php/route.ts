import { route } from "@/lib/http/route";
import { contactApi } from "@/lib/openapi/domains/site";
import { getContactInfo } from "@/lib/server/contact";

// GET /backend/api/contact/info.php: address, e-mail and phone (members)
export const GET = route(contactApi.info, async ({ reply }) => reply({ info: await getContactInfo() }));
