import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/first-page";
import { ZResourceListQuery } from "@/lib/schemas/resources";
import { findResources } from "@/lib/server/resources";
import { requirePageUser } from "@/lib/session";
import { ResourceCardBody } from "./_components/resource-card-body";
import { ResourcesBoard } from "./_components/resources-board";
import { RESOURCE_LIST, type ResourcePage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("scientificEmbrace");

// /scientific-embrace (spec §2 "Lectures and workshops resources"): search, type filter, cards, add modal.
export default async function ScientificEmbracePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<ResourcePage, "type">(RESOURCE_LIST, searchParams, (query) =>
    findResources({ query: ZResourceListQuery.parse(query), actor }),
  );
  const t = await getTranslations("LearningResources");
  return (
    <ClientMessages namespaces={["LearningResources"]}>
      <section className="mb-8 rounded-2xl border bg-card px-6 py-8 shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </section>
      <DataProviders>
        <ResourcesBoard
          initial={initial}
          firstBodies={initial?.data.resources.map((r) => (
            <ResourceCardBody key={r.id} r={r} />
          ))}
        />
      </DataProviders>
    </ClientMessages>
  );
}
