import type { APIRequestContext } from "@playwright/test";
import { apiClient, createUser, expect, test, testDb } from "../fixtures";

// Each process keeps a signed-in session in memory for a few seconds (lib/auth/session-cache.ts);
// these read with a session first, so it is kept, then end it and expect the very next request to
// be refused, with the same cookie sent again as a stolen copy would be.
const PROFILE = "/backend/api/profile/read.php";

async function sessionCookie(ctx: APIRequestContext) {
  const cookie = (await ctx.storageState()).cookies.find((c) => c.name === "manara.session_token");
  expect(cookie).toBeTruthy();
  return `${cookie!.name}=${cookie!.value}`;
}

test("sign-out ends the session at once, also for a copy of its cookie", async ({ playwright }) => {
  const user = await createUser();
  const ctx = await apiClient(playwright, user);
  const cookie = await sessionCookie(ctx);
  const copy = await apiClient(playwright);
  expect((await copy.get(PROFILE, { headers: { cookie } })).status()).toBe(200);
  expect((await ctx.post("/backend/api/auth/logout.php")).status()).toBe(200);
  expect((await copy.get(PROFILE, { headers: { cookie } })).status()).toBe(401);
  expect((await ctx.get(PROFILE)).status()).toBe(401);
});

test("a password change ends the member's other sessions at once", async ({ playwright }) => {
  const user = await createUser();
  const here = await apiClient(playwright, user);
  const elsewhere = await apiClient(playwright, user);
  expect((await elsewhere.get(PROFILE)).status()).toBe(200);
  const res = await here.put("/backend/api/profile/password.php", {
    data: { current_password: user.password, new_password: "brand-new-pass", confirm_password: "brand-new-pass" },
  });
  expect(res.status()).toBe(200);
  expect((await elsewhere.get(PROFILE)).status()).toBe(401);
  expect((await here.get(PROFILE)).status()).toBe(200);
});

test("a session removed by another process (here: straight in the database) is refused at once", async ({ playwright }) => {
  const user = await createUser();
  const ctx = await apiClient(playwright, user);
  expect((await ctx.get(PROFILE)).status()).toBe(200);
  await (await testDb()).session.deleteMany({ where: { userId: user.id } });
  expect((await ctx.get(PROFILE)).status()).toBe(401);
});

test("a role granted in the database counts on the next request", async ({ playwright }) => {
  const user = await createUser();
  const ctx = await apiClient(playwright, user);
  expect((await ctx.get(PROFILE)).status()).toBe(200);
  await (await testDb()).user.update({ where: { id: user.id }, data: { role: "admin" } });
  expect((await ctx.get("/api.php?action=get_users")).status()).toBe(200);
});
