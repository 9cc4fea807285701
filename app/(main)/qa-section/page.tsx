import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { SectionPage } from "@/components/layout/section-page";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import type { QuestionPage } from "@/lib/qa/types";
import { firstPage } from "@/lib/lists/first-page";
import { ZQuestionListQuery } from "@/lib/schemas/qa";
import { findQuestions } from "@/lib/server/qa/questions";
import { requirePageUser } from "@/lib/auth/session";
import { QuestionCardBody } from "@/components/qa/question-card-body";
import { QaBoard } from "./_components/qa-board";
import { QUESTION_LIST } from "./_components/list";

export const generateMetadata = () => sectionMetadata("qa");

export default async function QaSectionPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<QuestionPage, "mine">(QUESTION_LIST, searchParams, (query) =>
    findQuestions({ query: ZQuestionListQuery.parse(query), actor }),
  );
  const t = await getTranslations("QA");
  return (
    <SectionPage title={t("heroTitle")} subtitle={t("heroBody")} tone="hero" namespaces={["QA", "Reports"]} providers={DataProviders}>
      <QaBoard
        initial={initial}
        firstBodies={initial?.data.questions.map((q) => (
          <QuestionCardBody key={q.id} q={q} />
        ))}
      />
    </SectionPage>
  );
}
