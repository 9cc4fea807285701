import { indexedKeyOf } from "../../lib/search/arabic";
import { DEFAULT_TIME_ZONE } from "../../lib/i18n/dates";
import { dayIn } from "../../lib/topics/rules";
import { testDb, type TestUser } from "../fixtures";

/** A day relative to today, in the app's time zone (the e2e server sets no APP_TIME_ZONE: the default). */
export const dayFromNow = (days: number) => dayIn(new Date(Date.now() + days * 86_400_000), DEFAULT_TIME_ZONE);

/** A topic stored directly, suggested by `by` (active, due in 30 days unless told otherwise). */
export async function seedTopic(by: TestUser, data: Partial<{ status: string; title: string; deadline: string }> = {}) {
  const title = data.title ?? `موضوع ${Math.random().toString(36).slice(2, 8)}`;
  return (await testDb()).topic.create({
    data: {
      title,
      author: "د. باحث",
      requirements: "خبرة في الإحصاء",
      deadline: data.deadline ?? dayFromNow(30),
      status: data.status ?? "Active",
      userId: by.id,
      searchKey: indexedKeyOf(title, "د. باحث", "خبرة في الإحصاء"),
    },
  });
}
