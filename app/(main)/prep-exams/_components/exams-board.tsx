"use client";

import { useTranslations } from "next-intl";
import { CategoryBoard } from "@/components/lists/category-board";
import { NoResults } from "@/components/lists/list-states";
import { EAGER_CARDS, type FirstPageProps } from "@/lib/lists/paged-list";
import { EXAM_LIST, type ExamPage } from "./list";
import { ExamCard } from "./exam-card";
import type { ExamCardBody } from "./exam-card-body";

/** `firstBodies`: the server's static parts of each of `initial`'s exam cards (see CardGrid). */
export function ExamsBoard({ initial, firstBodies }: FirstPageProps<ExamPage, ExamCardBody>) {
  const t = useTranslations("PrepExams");
  return (
    <CategoryBoard
      spec={EXAM_LIST}
      initial={initial}
      firstBodies={firstBodies}
      t={t}
      items={(p) => p.exams}
      loadError={{ title: t("errorTitle"), fallback: t("fetchFailed") }}
      empty={(filtered) => <NoResults title={filtered ? t("empty") : t("noExams")} body={filtered ? t("emptyBody") : t("noExamsBody")} />}
    >
      {(e, i, body) => <ExamCard key={e.id} exam={e} priority={i < EAGER_CARDS} body={body} />}
    </CategoryBoard>
  );
}
