import { route } from "@/lib/http/route";
import { researchProjectsApi } from "@/lib/openapi/domains/partnership";
import { findResearchProjectsBoard } from "@/lib/server/research-projects";

// GET /backend/api/research_projects/read.php?q=&tag=&page=&limit=: collaborative research projects (members)
export const GET = route(researchProjectsApi.read, async ({ query, user, reply }) => reply(await findResearchProjectsBoard({ query, actor: user })));
