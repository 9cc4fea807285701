import { route } from "@/lib/http/route";
import { updatesApi } from "@/lib/openapi/domains/site";
import { createUpdate } from "@/lib/server/latest-updates";

// POST /backend/api/updates/create.php: JSON {title,summary,author,category,date} (admin)
export const POST = route(updatesApi.create, async ({ body, user, reply }) =>
  reply({ message: "Update created", update: await createUpdate({ input: body, actor: user }) }, 201),
);
