import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { seedPost } from "../seed/posts";

// The calendar and digits a member reads dates in (profile/preferences.php), applied by the one
// date formatter to the pages the server renders.

const prefs = (extra: object) => ({ theme: "dark", notifications: true, email_notifications: true, ...extra });

test.describe("preferences.php calendar and digits", () => {
  test("anonymous 401; a member stores them; absent ones stay; unknown values are 400; an admin's are their own", async ({ playwright }) => {
    expect((await (await client(playwright)).put("/backend/api/profile/preferences.php", { data: prefs({ calendar: "hijri" }) })).status()).toBe(401);
    const member = await createUser();
    const admin = await createUser("admin");
    const ctx = await client(playwright, member);
    const res = await ctx.put("/backend/api/profile/preferences.php", { data: prefs({ calendar: "both", digits: "arab" }) });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      preferences: prefs({ calendar: "both", digits: "arab", weekly_digest: false, list_researcher_page: false }),
    });
    // an older client sends only the first three: the calendar and digits stay
    await ctx.put("/backend/api/profile/preferences.php", { data: prefs({}) });
    expect((await (await ctx.get("/backend/api/profile/read.php")).json()).profile.preferences).toMatchObject({ calendar: "both", digits: "arab" });
    for (const bad of [{ calendar: "julian" }, { digits: "roman" }, { calendar: 1 }])
      expect((await ctx.put("/backend/api/profile/preferences.php", { data: prefs(bad) })).status(), JSON.stringify(bad)).toBe(400);
    // another member's choice is not the admin's
    const adminCtx = await client(playwright, admin);
    expect((await (await adminCtx.get("/backend/api/profile/read.php")).json()).profile.preferences).toMatchObject({ calendar: "gregorian", digits: "latn" });
  });

  test("the article page prints its date in the member's calendar and digits", async ({ playwright }) => {
    const post = await seedPost();
    // 1 Ramadan 1447 in the Umm al-Qura calendar (18 February 2026), noon in Cairo
    await (await testDb()).post.update({ where: { id: post.id }, data: { createdAt: new Date("2026-02-18T10:00:00Z") } });
    const member = await createUser();
    const ctx = await client(playwright, member);
    const html = async () => (await ctx.get(`/article/${post.id}`)).text();
    expect(await html()).toContain("18 فبراير 2026");
    await ctx.put("/backend/api/profile/preferences.php", { data: prefs({ calendar: "hijri" }) });
    const hijri = await html();
    expect(hijri).toContain("1 رمضان 1447 هـ");
    expect(hijri).not.toContain("18 فبراير 2026");
    await ctx.put("/backend/api/profile/preferences.php", { data: prefs({ calendar: "both", digits: "arab" }) });
    expect(await html()).toContain("١٨ فبراير ٢٠٢٦ · ١ رمضان ١٤٤٧ هـ");
  });
});
