import { route } from "@/lib/http/route";
import { prepExamsApi } from "@/lib/openapi/domains/learning";
import { rateExam } from "@/lib/server/exams/members";

// POST /backend/api/prep_exams/rate.php: JSON {exam_id,rating 1–5}; one rating per member, a new one replaces it
export const POST = route(prepExamsApi.rate, async ({ body, user, reply }) => reply(await rateExam({ input: body, actor: user })));
