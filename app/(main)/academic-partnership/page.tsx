import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { SectionPage } from "@/components/layout/section-page";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/lists/first-page";
import { ZOpportunityListQuery } from "@/lib/schemas/opportunities";
import { findOpportunities } from "@/lib/server/opportunities";
import { requirePageUser } from "@/lib/auth/session";
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
    <SectionPage title={t("heroTitle")} subtitle={t("heroBody")} tone="hero" namespaces={["Partnership"]} providers={DataProviders}>
      <PartnershipBoard
        member={{ id: actor.id, name: actor.name, email: actor.email }}
        initial={initial}
        firstBodies={initial?.data.opportunities.map((o) => (
          <OpportunityCardBody key={o.id} o={o} showStatus={o.is_owner} />
        ))}
      />
    </SectionPage>
  );
}
