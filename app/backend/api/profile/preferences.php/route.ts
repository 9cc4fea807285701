import { route } from "@/lib/http/route";
import { profileApi } from "@/lib/openapi/domains/profile";
import { setPreferences } from "@/lib/server/profile";

// PUT /backend/api/profile/preferences.php: {theme,notifications,email_notifications} (member)
export const PUT = route(profileApi.preferences, async ({ body, user, reply }) => reply({ preferences: await setPreferences({ actor: user, input: body }) }));
