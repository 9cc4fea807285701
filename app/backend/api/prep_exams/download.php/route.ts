import { serveDownload } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { prepExamsApi } from "@/lib/openapi/domains/learning";
import { downloadExam } from "@/lib/server/exams/members";

// GET /backend/api/prep_exams/download.php?id= (also …/download.php/{file name}?id=): the PDF, ranges too (members)
export const GET = route(prepExamsApi.download, async ({ req, query, user }) => serveDownload(req, await downloadExam({ id: query.id, actor: user })));
export const HEAD = GET;
