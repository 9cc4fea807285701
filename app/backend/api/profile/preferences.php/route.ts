import { legacyJson, route } from "@/lib/http/route";
import { ZPreferencesInput } from "@/lib/schemas/profile";
import { setPreferences } from "@/lib/server/profile";

// PUT /backend/api/profile/preferences.php: {theme,notifications,email_notifications} (member)
export const PUT = route({ auth: "user", body: ZPreferencesInput }, async ({ body, user }) =>
  legacyJson({ preferences: await setPreferences({ actor: user, input: body }) }),
);
