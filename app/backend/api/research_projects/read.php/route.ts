import { legacyJson, route } from "@/lib/http/route";
import { ZProjectListQuery } from "@/lib/schemas/opportunities";
import { findResearchProjectsBoard } from "@/lib/server/research-projects";

// GET /backend/api/research_projects/read.php?q=&tag=&page=&limit=: collaborative research projects (members)
export const GET = route({ auth: "user", query: ZProjectListQuery }, async ({ query, user }) =>
  legacyJson(await findResearchProjectsBoard({ query, actor: user })),
);
