import { legacyJson, route } from "@/lib/http/route";
import { ZQueueStepInput } from "@/lib/schemas/reports";
import { findQueue, moveQueueItem } from "@/lib/server/reports";

// GET /backend/api/admin/queue.php: everything waiting for a moderator, oldest first (admin)
export const GET = route({ auth: "admin" }, async ({ user }) => legacyJson(await findQueue({ actor: user })));

// PUT /backend/api/admin/queue.php: JSON {type,id,to}; one step of a waiting item along its kind's map (admin)
export const PUT = route({ auth: "admin", body: ZQueueStepInput }, async ({ body, user }) => {
  await moveQueueItem({ input: body, actor: user });
  return legacyJson({ message: "Status updated" });
});
