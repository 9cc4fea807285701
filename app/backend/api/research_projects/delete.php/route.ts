import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteResearchProject } from "@/lib/server/research-projects";

// DELETE /backend/api/research_projects/delete.php: JSON {id}; the author or an admin
export const DELETE = route({ auth: "user", body: ZIdBody }, async ({ body, user }) => {
  await deleteResearchProject({ id: body.id, actor: user });
  return legacyJson({ message: "Project deleted" });
});
