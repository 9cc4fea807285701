import { z } from "zod";
import { named, ok, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { RESEARCHERS_API } from "@/lib/researchers/types";
import { ZResearcherQuery } from "@/lib/schemas/researchers";
import { REPUTATION_POINTS, type ReputationSource } from "@/lib/users/reputation";

const tag = "researchers";

const SOURCES = Object.keys(REPUTATION_POINTS) as [ReputationSource, ...ReputationSource[]];

export const ZResearcher = named(
  "Researcher",
  z.object({
    handle: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    bio: z.string(),
    affiliation: z.string(),
    orcid: z.string(),
    interests: z.array(z.string()),
    joined: zInstant(),
    reputation: z.number().int(),
    reputation_breakdown: z.array(z.object({ source: z.enum(SOURCES), count: z.number().int(), points: z.number().int() })),
    distinguished: z.boolean(),
    counts: z.object({
      articles: z.number().int(),
      answers: z.number().int(),
      accepted: z.number().int(),
      questions: z.number().int(),
      projects: z.number().int(),
      opportunities: z.number().int(),
    }),
  }),
);

const item = { id: z.number().int(), title: z.string(), created_at: zInstant() };
const ZResearcherItem = named("ResearcherItem", z.object(item));
const ZResearcherArticle = named("ResearcherArticle", z.object({ ...item, title_en: z.string().nullable() }));

export const researcherOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${RESEARCHERS_API}/get.php`,
    tag,
    summary:
      "A member's researcher page by handle: reputation, counts and their latest work (signed out too when PUBLIC_READING=1); a handle its member gave up in the last 30 days answers their page under the handle they have now",
    auth: "public",
    query: ZResearcherQuery,
    responses: {
      200: ok({
        researcher: ZResearcher,
        articles: z.array(ZResearcherArticle),
        accepted_answers: z.array(z.object({ ...item, question_id: z.number().int() })),
        questions: z.array(ZResearcherItem),
        projects: z.array(ZResearcherItem),
        opportunities: z.array(ZResearcherItem),
      }),
    },
    errors: [401, 404],
  },
];
