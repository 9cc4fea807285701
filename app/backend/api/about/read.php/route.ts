import { route } from "@/lib/http/route";
import { aboutApi } from "@/lib/openapi/domains/site";
import { getAbout } from "@/lib/server/about";

// GET /backend/api/about/read.php: the About us content (members)
export const GET = route(aboutApi.read, async ({ reply }) => reply({ about: await getAbout() }));
