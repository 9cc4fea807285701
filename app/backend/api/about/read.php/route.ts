import { legacyJson, route } from "@/lib/http/route";
import { getAbout } from "@/lib/server/about";

// GET /backend/api/about/read.php: the About us content (members)
export const GET = route({ auth: "user" }, async () => legacyJson({ about: await getAbout() }));
