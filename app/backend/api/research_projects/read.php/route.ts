import { legacyJson, route } from "@/lib/route";
import { ZProjectListQuery } from "@/lib/schemas/opportunities";
import { findProjectTags, findResearchProjects } from "@/lib/server/research-projects";

// GET /backend/api/research_projects/read.php?q=&tag=&page=&limit=: collaborative research projects (members)
export const GET = route({ auth: "user", query: ZProjectListQuery }, async ({ query, user }) => {
  const [list, tags] = await Promise.all([findResearchProjects({ query, actor: user }), findProjectTags()]);
  return legacyJson({ ...list, tags });
});
