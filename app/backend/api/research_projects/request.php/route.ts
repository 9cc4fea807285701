import { legacyJson, route } from "@/lib/http/route";
import { ZCollaborationInput } from "@/lib/schemas/opportunities";
import { requestCollaboration } from "@/lib/server/research-projects";

// POST /backend/api/research_projects/request.php: a collaboration request to the project's author (409 on a repeat)
export const POST = route({ auth: "user", body: ZCollaborationInput }, async ({ body, user }) =>
  legacyJson({ message: "Collaboration request sent", request: await requestCollaboration({ input: body, actor: user }) }, 201),
);
