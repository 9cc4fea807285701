import { NextResponse, type NextRequest } from "next/server";
import { COVER_MAX_BYTES, EXAM_PDF_MAX_BYTES } from "@/lib/learning/rules";
import { route } from "@/lib/http/route";
import { prepExamsApi } from "@/lib/openapi/domains/learning";
import { ZExamInput } from "@/lib/schemas/exams";
import { createExam } from "@/lib/server/exams/manage";
import { readFieldsAndFiles } from "@/lib/http/fields-and-files";

// POST /backend/api/prep_exams/upload_exam_pdf.php: multipart {exam_pdf,name,description,difficulty,resources,category?,duration_minutes?,image?} (admin)
const upload = route(prepExamsApi.uploadExamPdf, async ({ req, user, reply }) => {
  const { fields, files } = await readFieldsAndFiles(req, { limit: EXAM_PDF_MAX_BYTES + COVER_MAX_BYTES, files: ["exam_pdf", "image"] });
  const exam = await createExam({ input: ZExamInput.parse(fields), file: files.exam_pdf, image: files.image, actor: user });
  return reply({ message: "Upload successful", exam }, 201);
});

/** The old upload client shows `message` on a failure: every error carries it beside `error`. */
export async function POST(req: NextRequest) {
  const res = await upload(req);
  if (res.ok) return res;
  const body = await res.json();
  return NextResponse.json({ ...body, message: body.error }, { status: res.status, headers: res.headers });
}
