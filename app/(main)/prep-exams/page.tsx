import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { SectionPage } from "@/components/layout/section-page";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/lists/first-page";
import { ZExamListQuery } from "@/lib/schemas/exams";
import { findExams } from "@/lib/server/exams/members";
import { requirePageUser } from "@/lib/auth/session";
import { EAGER_CARDS } from "@/lib/lists/paged-list";
import { ExamDetails, ExamMedia } from "./_components/exam-card-body";
import { ExamsBoard } from "./_components/exams-board";
import { EXAM_LIST, type ExamPage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("prepExams");

// /prep-exams, "Preparatory exams": exam models to download, rate and filter.
export default async function PrepExamsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<ExamPage, "category">(EXAM_LIST, searchParams, (query) => findExams({ query: ZExamListQuery.parse(query), actor }));
  const t = await getTranslations("PrepExams");
  return (
    <SectionPage title={t("title")} subtitle={t("subtitle")} namespaces={["PrepExams"]} providers={DataProviders}>
      <ExamsBoard
        initial={initial}
        firstBodies={initial?.data.exams.map((e, i) => ({ media: <ExamMedia exam={e} priority={i < EAGER_CARDS} />, details: <ExamDetails exam={e} /> }))}
      />
    </SectionPage>
  );
}
