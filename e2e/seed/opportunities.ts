import { indexedKeyOf } from "../../lib/search/arabic";
import { testDb, type TestUser } from "../fixtures";

/** An opportunity stored directly, owned by `owner` (approved, field صحة unless told otherwise). */
export async function seedOpportunity(owner: TestUser, data: Partial<{ status: string; title: string; field: string; tags: string[] }> = {}) {
  const db = await testDb();
  const title = data.title ?? `فرصة ${Math.random().toString(36).slice(2, 8)}`;
  const field = data.field ?? "صحة";
  const tags = data.tags ?? ["طب"];
  return db.opportunity.create({
    data: {
      title,
      description: "وصف المشروع",
      field,
      type: "تعاون بحثي",
      contactEmail: "lab@uni.edu",
      tags: JSON.stringify(tags),
      authorName: owner.name,
      status: data.status ?? "approved",
      userId: owner.id,
      searchKey: indexedKeyOf(title, field, owner.name, tags.join(" ")),
    },
  });
}

/** The body of a join request (join.php) for opportunity `opportunity_id`. */
export const joinBody = (opportunity_id: number, extra: object = {}) => ({
  opportunity_id,
  name: "باحث",
  email: "r@uni.edu",
  phone: "",
  expertise: "إحصاء",
  academic_background: "ماجستير",
  research_interests: "الأوبئة",
  message: "أود المشاركة",
  ...extra,
});

/** A research project's form fields (create.php), without its attachment. */
export const PROJECT_FIELDS = {
  title: "تحليل جودة المياه",
  description: "عينات من الأنهار",
  institution: "جامعة القاهرة",
  requiredExpertise: "كيمياء تحليلية",
  tags: JSON.stringify(["بيئة", "مياه"]),
};
