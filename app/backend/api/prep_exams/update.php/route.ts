import { COVER_MAX_BYTES, EXAM_PDF_MAX_BYTES } from "@/lib/learning/rules";
import { route } from "@/lib/http/route";
import { prepExamsApi } from "@/lib/openapi/domains/learning";
import { ZExamUpdate, ZExamUpdateForm } from "@/lib/schemas/exams";
import { updateExam } from "@/lib/server/exams/manage";
import { readFieldsAndFiles } from "@/lib/http/fields-and-files";

// PUT /backend/api/prep_exams/update.php: JSON {id,…}, or multipart with a new exam_pdf or image (admin)
export const PUT = route(prepExamsApi.update, async ({ req, user, reply }) => {
  const { fields, files, form } = await readFieldsAndFiles(req, { limit: EXAM_PDF_MAX_BYTES + COVER_MAX_BYTES, files: ["exam_pdf", "image"] });
  const input = (form ? ZExamUpdateForm : ZExamUpdate).parse(fields);
  const exam = await updateExam({ input, file: files.exam_pdf, image: files.image, actor: user });
  return reply({ message: "Exam updated", exam });
});
