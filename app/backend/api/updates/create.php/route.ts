import { legacyJson, route } from "@/lib/http/route";
import { ZUpdateInput } from "@/lib/schemas/updates";
import { createUpdate } from "@/lib/server/latest-updates";

// POST /backend/api/updates/create.php: JSON {title,summary,author,category,date} (admin)
export const POST = route({ auth: "admin", body: ZUpdateInput }, async ({ body, user }) =>
  legacyJson({ message: "Update created", update: await createUpdate({ input: body, actor: user }) }, 201),
);
