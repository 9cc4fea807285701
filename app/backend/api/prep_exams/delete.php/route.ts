import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteExam } from "@/lib/server/exams/manage";

// DELETE /backend/api/prep_exams/delete.php: JSON {id}; removes the PDF too (admin)
export const DELETE = route({ auth: "admin", body: ZIdBody }, async ({ body, user }) => {
  await deleteExam({ id: body.id, actor: user });
  return legacyJson({ message: "Exam deleted" });
});
