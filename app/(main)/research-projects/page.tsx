import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { SectionPage } from "@/components/layout/section-page";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/lists/first-page";
import { ZProjectListQuery } from "@/lib/schemas/opportunities";
import { findResearchProjectsBoard } from "@/lib/server/research-projects";
import { requirePageUser } from "@/lib/auth/session";
import { ProjectCardBody } from "@/components/partnership/project-card";
import { ResearchBoard } from "./_components/research-board";
import { PROJECT_LIST, type ProjectPage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("researchProjects");

export default async function ResearchProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<ProjectPage, "tag">(PROJECT_LIST, searchParams, (query) =>
    findResearchProjectsBoard({ query: ZProjectListQuery.parse(query), actor }),
  );
  const t = await getTranslations("ResearchProjects");
  return (
    <SectionPage title={t("title")} subtitle={t("subtitle")} namespaces={["ResearchProjects", "Partnership"]} providers={DataProviders}>
      <ResearchBoard
        member={{ id: actor.id, name: actor.name, email: actor.email }}
        initial={initial}
        firstBodies={initial?.data.projects.map((p) => (
          <ProjectCardBody key={p.id} p={p} />
        ))}
      />
    </SectionPage>
  );
}
