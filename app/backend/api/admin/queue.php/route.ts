import { route } from "@/lib/http/route";
import { adminApi } from "@/lib/openapi/domains/site";
import { findQueue, moveQueueItem } from "@/lib/server/reports";

// GET /backend/api/admin/queue.php?page=&limit=: a page of everything waiting for a moderator, oldest first, and the whole queue's counts (admin)
export const GET = route(adminApi.queueGet, async ({ query, user, reply }) => reply(await findQueue({ query, actor: user })));

// PUT /backend/api/admin/queue.php: JSON {type,id,to}; one step of a waiting item along its kind's map (admin)
export const PUT = route(adminApi.queuePut, async ({ body, user, reply }) => {
  await moveQueueItem({ input: body, actor: user });
  return reply({ message: "Status updated" });
});
