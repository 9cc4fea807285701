import { legacyJson, route } from "@/lib/http/route";
import { ZQueueQuery, ZQueueStepInput } from "@/lib/schemas/reports";
import { findQueue, moveQueueItem } from "@/lib/server/reports";

// GET /backend/api/admin/queue.php?page=&limit=: a page of everything waiting for a moderator, oldest first, and the whole queue's counts (admin)
export const GET = route({ auth: "admin", query: ZQueueQuery }, async ({ query, user }) => legacyJson(await findQueue({ query, actor: user })));

// PUT /backend/api/admin/queue.php: JSON {type,id,to}; one step of a waiting item along its kind's map (admin)
export const PUT = route({ auth: "admin", body: ZQueueStepInput }, async ({ body, user }) => {
  await moveQueueItem({ input: body, actor: user });
  return legacyJson({ message: "Status updated" });
});
