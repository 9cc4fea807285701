import { readFieldsAndFiles } from "@/lib/http/fields-and-files";
import { route } from "@/lib/http/route";
import { researchProjectsApi } from "@/lib/openapi/domains/partnership";
import { PROJECT_FILE_MAX_BYTES, ZResearchProjectUpdate } from "@/lib/schemas/opportunities";
import { updateResearchProject } from "@/lib/server/research-projects";

// PUT /backend/api/research_projects/update.php: JSON {id,…fields} or multipart with a new `file` (the author or an admin)
export const PUT = route(researchProjectsApi.update, async ({ req, user, reply }) => {
  const { fields, files } = await readFieldsAndFiles(req, { limit: PROJECT_FILE_MAX_BYTES, files: ["file"] });
  const project = await updateResearchProject({ input: ZResearchProjectUpdate.parse(fields), file: files.file, actor: user });
  return reply({ project });
});
