import { readFormData, route } from "@/lib/http/route";
import { researchProjectsApi } from "@/lib/openapi/domains/partnership";
import { PROJECT_FILE_MAX_BYTES, ZResearchProjectInput } from "@/lib/schemas/opportunities";
import { createResearchProject } from "@/lib/server/research-projects";

const FORM_OVERHEAD = 256 * 1024;

// POST /backend/api/research_projects/create.php: multipart {title,description,institution,requiredExpertise,tags,file?} (members)
export const POST = route(researchProjectsApi.create, async ({ req, user, reply }) => {
  const form = await readFormData(req, PROJECT_FILE_MAX_BYTES + FORM_OVERHEAD);
  const field = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : "");
  const input = ZResearchProjectInput.parse({
    title: field("title"),
    description: field("description"),
    institution: field("institution"),
    requiredExpertise: field("requiredExpertise"),
    tags: field("tags"),
  });
  const file = form.get("file");
  const project = await createResearchProject({ input, file: file instanceof File && file.size > 0 ? file : null, actor: user });
  return reply({ message: "Project created", project }, 201);
});
