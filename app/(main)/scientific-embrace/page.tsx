import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { SectionPage } from "@/components/layout/section-page";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/lists/first-page";
import { ZResourceListQuery } from "@/lib/schemas/resources";
import { findResources } from "@/lib/server/resources";
import { requirePageUser } from "@/lib/auth/session";
import { ResourceCardBody } from "./_components/resource-card-body";
import { ResourcesBoard } from "./_components/resources-board";
import { RESOURCE_LIST, type ResourcePage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("scientificEmbrace");

// /scientific-embrace, the lectures and workshops resources: search, type filter, cards, add modal.
export default async function ScientificEmbracePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<ResourcePage, "type">(RESOURCE_LIST, searchParams, (query) =>
    findResources({ query: ZResourceListQuery.parse(query), actor }),
  );
  const t = await getTranslations("LearningResources");
  return (
    <SectionPage title={t("title")} subtitle={t("subtitle")} namespaces={["LearningResources"]} providers={DataProviders}>
      <ResourcesBoard
        initial={initial}
        firstBodies={initial?.data.resources.map((r) => (
          <ResourceCardBody key={r.id} r={r} />
        ))}
      />
    </SectionPage>
  );
}
