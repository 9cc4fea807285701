import { route } from "@/lib/http/route";
import { researchProjectsApi } from "@/lib/openapi/domains/partnership";
import { requestCollaboration } from "@/lib/server/research-projects";

// POST /backend/api/research_projects/request.php: a collaboration request to the project's author (409 on a repeat)
export const POST = route(researchProjectsApi.request, async ({ body, user, reply }) =>
  reply({ message: "Collaboration request sent", request: await requestCollaboration({ input: body, actor: user }) }, 201),
);
