import { route } from "@/lib/http/route";
import { ZIdQuery } from "@/lib/schemas/exams";
import { downloadExam } from "@/lib/server/exams";

// GET /backend/api/prep_exams/download.php?id= (also …/download.php/{file name}?id=): the PDF, ranges too (members)
export const GET = route({ auth: "user", query: ZIdQuery }, async ({ req, query, user }) => downloadExam({ id: query.id, actor: user, req }));
export const HEAD = GET;
