import { route } from "@/lib/http/route";
import { profileApi } from "@/lib/openapi/domains/profile";
import { updateProfile } from "@/lib/server/profile";

// PUT /backend/api/profile/update.php: {name,bio,location,phone,email?,current_password?}; a new e-mail needs the password (member)
export const PUT = route(profileApi.update, async ({ body, user, reply }) => reply({ profile: await updateProfile({ actor: user, input: body }) }));
