import type { NextRequest } from "next/server";
import { legacyError, route } from "@/lib/http/route";
import { dispatcherApi } from "@/lib/openapi/domains/users";
import { deleteUser, findUsers, purgeUser, setUserRole } from "@/lib/server/users";

// /api.php?action=…: the legacy user-administration dispatcher (admin)
const getUsers = route(dispatcherApi.getUsers, async ({ query, reply }) => {
  const { users, total, page, limit } = await findUsers({ query });
  return reply({ users, total, page, limit });
});
const removeUser = route(dispatcherApi.deleteUser, async ({ body, user, reply }) => {
  await deleteUser({ id: body.id, actor: user });
  return reply({ message: "User deleted" });
});
// purging a spam account removes everything it wrote (the screen confirms first)
const purge = route(dispatcherApi.purgeUser, async ({ body, user, reply }) =>
  reply({ message: "User purged", removed: await purgeUser({ id: body.id, actor: user }) }),
);
const updateUser = route(dispatcherApi.updateUser, async ({ body, user, reply }) => {
  const updated = await setUserRole({ input: body, actor: user });
  return reply({ message: "User updated", user: updated });
});

const HANDLERS: Record<string, Partial<Record<string, (req: NextRequest) => Promise<Response>>>> = {
  get_users: { GET: getUsers },
  delete_user: { DELETE: removeUser },
  purge_user: { DELETE: purge },
  update_user: { PUT: updateUser },
};

function dispatch(req: NextRequest) {
  // own keys only: "__proto__", "constructor" or "toString" are unknown actions, not Object's members
  const action = req.nextUrl.searchParams.get("action") ?? "";
  const actions = Object.hasOwn(HANDLERS, action) ? HANDLERS[action] : undefined;
  if (!actions) return Promise.resolve(legacyError("BAD_REQUEST", "Unknown action"));
  const handler = Object.hasOwn(actions, req.method) ? actions[req.method] : undefined;
  if (handler) return handler(req);
  const allow = [...Object.keys(actions), "OPTIONS"].sort().join(", ");
  if (req.method === "OPTIONS") return Promise.resolve(new Response(null, { status: 204, headers: { Allow: allow } }));
  return Promise.resolve(legacyError("METHOD_NOT_ALLOWED", undefined, { headers: { Allow: allow } }));
}

export { dispatch as GET, dispatch as POST, dispatch as PUT, dispatch as DELETE, dispatch as PATCH, dispatch as OPTIONS };
