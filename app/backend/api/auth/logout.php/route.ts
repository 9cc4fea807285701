import { legacyJson, route } from "@/lib/http/route";
import { signOut } from "@/lib/server/auth";

// POST /backend/api/auth/logout.php: end the session (member)
export const POST = route({ auth: "user" }, async ({ req }) => {
  await signOut({ headers: req.headers });
  return legacyJson();
});
