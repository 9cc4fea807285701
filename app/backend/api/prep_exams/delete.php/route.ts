import { route } from "@/lib/http/route";
import { prepExamsApi } from "@/lib/openapi/domains/learning";
import { deleteExam } from "@/lib/server/exams/manage";

// DELETE /backend/api/prep_exams/delete.php: JSON {id}; removes the PDF too (admin)
export const DELETE = route(prepExamsApi.delete, async ({ body, user, reply }) => {
  await deleteExam({ id: body.id, actor: user });
  return reply({ message: "Exam deleted" });
});
