import { route } from "@/lib/http/route";
import { updatesApi } from "@/lib/openapi/domains/site";
import { editUpdate } from "@/lib/server/latest-updates";

// PUT /backend/api/updates/update.php: JSON {id,title,summary,author,category,date} (admin)
export const PUT = route(updatesApi.update, async ({ body, user, reply }) =>
  reply({ message: "Update saved", update: await editUpdate({ input: body, actor: user }) }),
);
