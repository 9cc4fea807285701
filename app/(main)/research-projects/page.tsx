import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/first-page";
import { ZProjectListQuery } from "@/lib/schemas/opportunities";
import { findResearchProjectsBoard } from "@/lib/server/research-projects";
import { requirePageUser } from "@/lib/session";
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
    <ClientMessages namespaces={["ResearchProjects", "Partnership"]}>
      <section className="mb-8 rounded-2xl border bg-card px-6 py-8 shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </section>
      <DataProviders>
        <ResearchBoard
          member={{ id: actor.id, name: actor.name, email: actor.email }}
          initial={initial}
          firstBodies={initial?.data.projects.map((p) => (
            <ProjectCardBody key={p.id} p={p} />
          ))}
        />
      </DataProviders>
    </ClientMessages>
  );
}
