// Client-safe JSON of a researcher's page (GET /backend/api/researchers/get.php).
import type { z } from "zod";
import type { ZResearcher } from "@/lib/openapi/domains/researchers";

export type ResearcherJson = z.output<typeof ZResearcher>;

type Item = { id: number; title: string; created_at: string };
export type ResearcherPageJson = {
  researcher: ResearcherJson;
  /** with the English title of a reviewed article that has one */
  articles: (Item & { title_en: string | null })[];
  /** their accepted answers, under the title of the question they answer */
  accepted_answers: (Item & { question_id: number })[];
  questions: Item[];
  projects: Item[];
  opportunities: Item[];
};

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const RESEARCHERS_API = "/backend/api/researchers";

/** The address of a member's researcher page. */
export const researcherPath = (handle: string) => `/researchers/${encodeURIComponent(handle)}`;

/** The public ORCID record of an iD. */
export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;
