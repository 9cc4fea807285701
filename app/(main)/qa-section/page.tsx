import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import type { QuestionPage } from "@/lib/qa/types";
import { firstPage } from "@/lib/first-page";
import { ZQuestionListQuery } from "@/lib/schemas/qa";
import { findQuestions } from "@/lib/server/qa";
import { requirePageUser } from "@/lib/session";
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
    <ClientMessages namespaces={["QA"]}>
      <section className="mb-8 overflow-hidden rounded-2xl bg-gradient-to-l from-primary to-primary/80 px-6 py-10 text-primary-foreground shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-3 max-w-2xl text-primary-foreground/90 md:text-lg">{t("heroBody")}</p>
      </section>
      <DataProviders>
        <QaBoard
          initial={initial}
          firstBodies={initial?.data.questions.map((q) => (
            <QuestionCardBody key={q.id} q={q} />
          ))}
        />
      </DataProviders>
    </ClientMessages>
  );
}
