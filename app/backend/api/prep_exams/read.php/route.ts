import { route } from "@/lib/http/route";
import { prepExamsApi } from "@/lib/openapi/domains/learning";
import { findExams } from "@/lib/server/exams/members";

// GET /backend/api/prep_exams/read.php: every exam, newest first; optional ?q=&category=&page=&limit= (members)
export const GET = route(prepExamsApi.read, async ({ query, user, reply }) => reply(await findExams({ query, actor: user })));
