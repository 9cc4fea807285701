// About us and contact info: the three team members and three values, and the
// public contact details. Written once, when missing; the admins edit them afterwards.
import type { PrismaClient } from "../lib/generated/prisma/client";

export const ABOUT_MISSION =
  '<p dir="auto">منارة مجتمع بحثي عربي يجمع الباحثين والطلاب والمهتمين بالمعرفة، ليتبادلوا الخبرات وينشروا أبحاثهم ويجدوا شركاء لمشاريعهم. نؤمن بأن البحث العلمي باللغة العربية قادر على أن يصنع أثرًا حقيقيًا في مجتمعاتنا.</p>';

export const ABOUT_TEAM = [
  {
    name: "د. سارة المنصور",
    role: "المؤسِّسة والمديرة التنفيذية",
    description: "أستاذة مشاركة في مناهج البحث العلمي، تقود رؤية منارة وشراكاتها مع الجامعات ومراكز الأبحاث.",
  },
  { name: "م. خالد العتيبي", role: "مدير التقنية", description: "مهندس برمجيات يشرف على تطوير المنصة وأمان بيانات الأعضاء وسهولة استخدامها." },
  { name: "أ. ليلى حسن", role: "مديرة المحتوى العلمي", description: "باحثة ومحررة تراجع المقالات والدورات وتحرص على جودة المحتوى ودقته العلمية." },
];

export const ABOUT_VALUES = [
  "الأمانة العلمية: نلتزم بالدقة والنزاهة في كل ما ننشره.",
  "التعاون: نؤمن بأن أفضل الأبحاث ثمرة عمل مشترك بين التخصصات.",
  "إتاحة المعرفة: نجعل المعرفة في متناول كل باحث عربي.",
];

export const CONTACT_INFO = { address: "الرياض، المملكة العربية السعودية", email: "info@manara.local", phone: "+966 11 000 0000" };

export async function seedAdminContent(db: PrismaClient) {
  if (!(await db.aboutPage.findUnique({ where: { id: 1 } }))) {
    await db.aboutPage.create({ data: { id: 1, mission: ABOUT_MISSION } });
    if ((await db.aboutTeamMember.count()) === 0) await db.aboutTeamMember.createMany({ data: ABOUT_TEAM.map((m, position) => ({ ...m, position })) });
    if ((await db.aboutValue.count()) === 0) await db.aboutValue.createMany({ data: ABOUT_VALUES.map((text, position) => ({ text, position })) });
  }
  if (!(await db.contactInfo.findUnique({ where: { id: 1 } }))) await db.contactInfo.create({ data: { id: 1, ...CONTACT_INFO } });
}
