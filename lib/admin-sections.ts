import type { TitledNamespace } from "@/lib/i18n/keys";

/**
 * The one list of admin sections, data only (the domain layer reads it: the dashboard's kinds, the
 * learning items; each section's icon is the nav's, in components/admin/admin-nav-items.ts). Each
 * line drives the admin nav (in this order, labelled by the `Admin` message of its key), the route `/admin/sections/<key>`, the page's header and tab title
 * (`title` and `subtitle` of its namespace), the namespaces the admin layout sends to the browser
 * (`ns` and the `uses` its screens borrow), the kinds of item the dashboard counts for it and, for a
 * learning section, its `item`: what its files are uploaded as and its downloads counted under.
 * Adding a section is one line here, its icon in the nav, its messages and its folder under
 * app/(admin)/admin/sections.
 */
type SectionLine = { key: string; ns: TitledNamespace; uses?: readonly string[]; dashboard?: readonly string[]; item?: string };

export const ADMIN_SECTION_LIST = [
  { key: "queue", ns: "AdminQueue", uses: ["Reports"] },
  { key: "submissions", ns: "AdminSubmissions", uses: ["ArticleForm", "AdminReviewers", "AdminOutputs"] },
  { key: "home", ns: "AdminArticles", uses: ["Editor", "Categories"], dashboard: ["articles"] },
  { key: "academic-partnership", ns: "AdminPartnership", uses: ["Partnership"] },
  { key: "qa", ns: "AdminQA", uses: ["QA"] },
  { key: "topic-suggestions", ns: "AdminTopics", uses: ["Topics"] },
  {
    key: "scientific-embrace",

    ns: "AdminResources",
    uses: ["LearningResources"],
    dashboard: ["guides", "videos", "readings"],
    item: "resource",
  },
  { key: "e-library", ns: "AdminLibrary", dashboard: ["books"], item: "book" },
  { key: "prep-exams", ns: "AdminPrepExams", uses: ["PrepExams"], dashboard: ["exams"], item: "exam" },
  { key: "research-projects", ns: "AdminProjects", uses: ["Partnership"] },
  { key: "about-us", ns: "AdminAbout" },
  { key: "contact-us", ns: "AdminContact" },
  { key: "latest-updates", ns: "AdminUpdates" },
] as const satisfies readonly SectionLine[];

type Line = (typeof ADMIN_SECTION_LIST)[number];
export type AdminSectionKey = Line["key"];
/** What the dashboard's pie chart counts: each section's kinds of item. */
export type DashboardKind = Extract<Line, { dashboard: readonly string[] }>["dashboard"][number];
/** The learning sections' items (exam, book, resource): the uploads' purposes and the downloads' types they add. */
export type LearningItem = Extract<Line, { item: string }>["item"];

export const ADMIN_SECTION_KEYS: readonly AdminSectionKey[] = ADMIN_SECTION_LIST.map((s) => s.key);

export function adminSectionOf(key: AdminSectionKey): SectionLine {
  return ADMIN_SECTION_LIST.find((s) => s.key === key)!;
}

/** The dashboard's kinds, in the sections' order. */
export const DASHBOARD_KINDS: readonly DashboardKind[] = ADMIN_SECTION_LIST.flatMap((s: SectionLine) => (s.dashboard ?? []) as DashboardKind[]);

/** The message namespaces of every section's screens, for the admin layout. */
export const ADMIN_SECTION_NAMESPACES: readonly string[] = [...new Set(ADMIN_SECTION_LIST.flatMap((s: SectionLine) => [s.ns, ...(s.uses ?? [])]))];
