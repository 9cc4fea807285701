import { z } from "zod";
import { apiFolder, named, ok, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { RESEARCHERS_API } from "@/lib/researchers/types";
import { ZMemberSearchQuery } from "@/lib/schemas/comments";
import { ZResearcherQuery } from "@/lib/schemas/researchers";
import { REPUTATION_POINTS, type ReputationSource } from "@/lib/users/reputation";

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
      reviews: z.number().int().describe("peer reviews submitted; which articles is never said"),
    }),
  }),
);

export const ZMemberCandidate = named(
  "MemberCandidate",
  z.strictObject({
    id: z.string().describe("the member's id: a co-author's `user_id` in articles/submit.php and update.php"),
    handle: z.string().describe("their researcher page is /researchers/{handle}"),
    name: z.string(),
    image: z.string().nullable(),
    affiliation: z.string().nullable().describe("as on their researcher page; null when they gave none"),
    orcid: z.string().nullable().describe("canonical ORCID iD (checksum verified), or null"),
  }),
);

const item = { id: z.number().int(), title: z.string(), created_at: zInstant() };
const ZResearcherItem = named("ResearcherItem", z.object(item));
const ZResearcherArticle = named("ResearcherArticle", z.object({ ...item, title_en: z.string().nullable() }));

const researchers = apiFolder(RESEARCHERS_API);

export const researchersApi = {
  get: researchers.get(
    "get.php",
    "public",
    "A member's researcher page by handle: reputation, counts and their latest work (signed out too when PUBLIC_READING=1); a handle its member gave up in the last 30 days answers their page under the handle they have now",
    {
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
  ),
  search: researchers.get(
    "search.php",
    "user",
    "Up to eight members to @mention or to name as an article's co-author: handle starting with q, or name containing it",
    {
      query: ZMemberSearchQuery,
      responses: { 200: ok({ researchers: z.array(ZMemberCandidate) }) },
    },
  ),
};

export const researcherOperations: ApiOperation[] = Object.values(researchersApi);
