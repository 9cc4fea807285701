import { legacyJson, route } from "@/lib/http/route";
import { ZExamListQuery } from "@/lib/schemas/exams";
import { findExams } from "@/lib/server/exams/members";

// GET /backend/api/prep_exams/read.php: every exam, newest first; optional ?q=&category=&page=&limit= (members)
export const GET = route({ auth: "user", query: ZExamListQuery }, async ({ query, user }) => legacyJson(await findExams({ query, actor: user })));
