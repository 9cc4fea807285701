import { createUser, expect, loginAs, test, testDb } from "../fixtures";

// Needs to be the only superadmin for a moment: runs in the quiet project, after everything else.
test("the last superadmin cannot delete their account", async ({ playwright }) => {
  const db = await testDb();
  const sa = await createUser("superadmin");
  const others = await db.user.findMany({ where: { role: "superadmin", deletedAt: null, id: { not: sa.id } }, select: { id: true } });
  // demoted to admin, not removed: the admin and member counts other quiet specs read stay the same
  await db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: "admin" } });
  try {
    const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(ctx, sa);
    const res = await ctx.delete("/backend/api/profile/delete.php", { data: { password: sa.password } });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, reason: "LAST_SUPERADMIN" });
    expect((await ctx.get("/backend/api/profile/read.php")).status()).toBe(200);
  } finally {
    await db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { role: "superadmin" } });
    await db.user.update({ where: { id: sa.id }, data: { role: "admin" } });
  }
});
