import { apiClient, createUser, testDb } from "../fixtures";
import { seedArticle } from "../seed/published";
import { expect, test } from "./fixtures";

// The sitemap lists a researcher page only for members who published, or who asked to be found
// before they do (a preference, off by default): never every member who signed up.

const PREFERENCES = "/backend/api/profile/preferences.php";
const prefs = (extra: object) => ({ theme: "dark", notifications: true, email_notifications: true, ...extra });

test("a researcher page is in the sitemap once its member published or asked to be listed", async ({ request, playwright, baseURL }) => {
  const [newcomer, writer, asker] = [await createUser(), await createUser(), await createUser()];
  await seedArticle({ title: `مقال منشور ${Date.now()}`, userId: writer.id });
  const db = await testDb();
  const handleOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).handle!;
  const listed = async () => {
    const xml = await (await request.get("/sitemap.xml")).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  };
  const page = async (id: string) => `${baseURL}/researchers/${await handleOf(id)}`;

  let locs = await listed();
  expect(locs).not.toContain(await page(newcomer.id));
  expect(locs).toContain(await page(writer.id));
  expect(locs).not.toContain(await page(asker.id));

  // the member asks to be listed, and the profile says so; a bad value is refused; a visitor has no say
  const asAsker = await apiClient(playwright, asker);
  const res = await asAsker.put(PREFERENCES, { data: prefs({ list_researcher_page: true }) });
  expect(res.status()).toBe(200);
  expect((await res.json()).preferences.list_researcher_page).toBe(true);
  expect((await (await asAsker.get("/backend/api/profile/read.php")).json()).profile.preferences.list_researcher_page).toBe(true);
  expect((await asAsker.put(PREFERENCES, { data: prefs({ list_researcher_page: "yes" }) })).status()).toBe(400);
  expect((await (await apiClient(playwright)).put(PREFERENCES, { data: prefs({ list_researcher_page: true }) })).status()).toBe(401);
  locs = await listed();
  expect(locs).toContain(await page(asker.id));
  expect(locs).not.toContain(await page(newcomer.id));

  // preferences saved without the field leave it as it is; turned off, the page leaves the sitemap
  expect((await asAsker.put(PREFERENCES, { data: prefs({}) })).status()).toBe(200);
  expect(await listed()).toContain(await page(asker.id));
  expect((await asAsker.put(PREFERENCES, { data: prefs({ list_researcher_page: false }) })).status()).toBe(200);
  expect(await listed()).not.toContain(await page(asker.id));
});
