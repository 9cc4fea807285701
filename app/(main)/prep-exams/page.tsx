import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/first-page";
import { ZExamListQuery } from "@/lib/schemas/exams";
import { findExams } from "@/lib/server/exams";
import { requirePageUser } from "@/lib/session";
import { EAGER_CARDS } from "@/lib/paged-list";
import { ExamDetails, ExamMedia } from "./_components/exam-card-body";
import { ExamsBoard } from "./_components/exams-board";
import { EXAM_LIST, type ExamPage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("prepExams");

// /prep-exams (spec §2 "Preparatory exams"): exam models to download, rate and filter.
export default async function PrepExamsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<ExamPage, "category">(EXAM_LIST, searchParams, (query) => findExams({ query: ZExamListQuery.parse(query), actor }));
  const t = await getTranslations("PrepExams");
  return (
    <ClientMessages namespaces={["PrepExams"]}>
      <section className="mb-8 rounded-2xl border bg-card px-6 py-8 shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight first-letter:uppercase">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </section>
      <DataProviders>
        <ExamsBoard
          initial={initial}
          firstBodies={initial?.data.exams.map((e, i) => ({ media: <ExamMedia exam={e} priority={i < EAGER_CARDS} />, details: <ExamDetails exam={e} /> }))}
        />
      </DataProviders>
    </ClientMessages>
  );
}
