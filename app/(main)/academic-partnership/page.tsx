import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/first-page";
import { ZOpportunityListQuery } from "@/lib/schemas/opportunities";
import { findOpportunities } from "@/lib/server/opportunities";
import { requirePageUser } from "@/lib/session";
import { OpportunityCardBody } from "@/components/partnership/opportunity-card";
import { PartnershipBoard } from "./_components/partnership-board";
import { OPPORTUNITY_LIST, type OpportunityPage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("academicPartnership");

export default async function AcademicPartnershipPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<OpportunityPage, "field" | "mine">(OPPORTUNITY_LIST, searchParams, (query) =>
    findOpportunities({ query: ZOpportunityListQuery.parse(query), actor }),
  );
  const t = await getTranslations("Partnership");
  return (
    <ClientMessages namespaces={["Partnership"]}>
      <section className="mb-8 overflow-hidden rounded-2xl bg-gradient-to-l from-primary to-primary/80 px-6 py-10 text-primary-foreground shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-3 max-w-2xl text-primary-foreground/90 md:text-lg">{t("heroBody")}</p>
      </section>
      <DataProviders>
        <PartnershipBoard
          member={{ id: actor.id, name: actor.name, email: actor.email }}
          initial={initial}
          firstBodies={initial?.data.opportunities.map((o) => (
            <OpportunityCardBody key={o.id} o={o} showStatus={o.is_owner} />
          ))}
        />
      </DataProviders>
    </ClientMessages>
  );
}
