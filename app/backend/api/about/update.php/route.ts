import { route } from "@/lib/http/route";
import { aboutApi } from "@/lib/openapi/domains/site";
import { updateAbout } from "@/lib/server/about";

// PUT /backend/api/about/update.php: JSON {mission, team:[{name,role,description}], values:[…]} (admin)
export const PUT = route(aboutApi.update, async ({ body, user, reply }) =>
  reply({ message: "About us updated", about: await updateAbout({ input: body, actor: user }) }),
);
