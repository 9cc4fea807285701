import { legacyJson, route } from "@/lib/http/route";
import { getContactInfo } from "@/lib/server/contact";

// GET /backend/api/contact/info.php: address, e-mail and phone (members)
export const GET = route({ auth: "user" }, async () => legacyJson({ info: await getContactInfo() }));
