import { legacyJson, route } from "@/lib/http/route";
import { ZAboutInput } from "@/lib/schemas/about";
import { updateAbout } from "@/lib/server/about";

// PUT /backend/api/about/update.php: JSON {mission, team:[{name,role,description}], values:[…]} (admin)
export const PUT = route({ auth: "admin", body: ZAboutInput }, async ({ body, user }) =>
  legacyJson({ message: "About us updated", about: await updateAbout({ input: body, actor: user }) }),
);
