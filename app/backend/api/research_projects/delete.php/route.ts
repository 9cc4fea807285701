import { route } from "@/lib/http/route";
import { researchProjectsApi } from "@/lib/openapi/domains/partnership";
import { deleteResearchProject } from "@/lib/server/research-projects";

// DELETE /backend/api/research_projects/delete.php: JSON {id}; the author or an admin
export const DELETE = route(researchProjectsApi.delete, async ({ body, user, reply }) => {
  await deleteResearchProject({ id: body.id, actor: user });
  return reply({ message: "Project deleted" });
});
