"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardGrid, emptyTexts, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { QuestionCard } from "@/components/qa/question-card";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { AddButton } from "@/components/lists/add-button";
import { ToggleFilter } from "@/components/lists/toggle-filter";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { FirstPageProps } from "@/lib/lists/paged-list";
import { QUESTION_LIST } from "./list";
import { QA_API, QUESTIONS_ENDPOINT, type QuestionJson, type QuestionPage } from "@/lib/qa/types";

const QuestionFormDialog = lazyDialog(() => import("@/components/qa/question-form-dialog").then((m) => m.QuestionFormDialog));

/** `firstBodies`: the server's QuestionCardBody of each of `initial`'s questions (see CardGrid). */
export function QaBoard({ initial, firstBodies }: FirstPageProps<QuestionPage>) {
  const t = useTranslations("QA");
  const list = usePagedList<QuestionPage, "mine">({
    ...QUESTION_LIST,
    initial,
  });
  const { data, filters } = list;
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState<QuestionJson | null>(null);
  const mine = filters.mine === "true";
  const remove = useApiMutation({
    request: (q: QuestionJson) => apiJson(`${QA_API}/delete.php`, { method: "DELETE", body: { id: q.id } }),
    invalidate: [QUESTIONS_ENDPOINT],
    success: () => ({ title: t("questionDeleted") }),
    failure: { title: t("deleteFailed"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.questions.length ?? 0),
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <AddButton label={t("askButton")} onClick={() => setAsking(true)} />
        <ToggleFilter label={t("mineOnly")} pressed={mine} onChange={(on) => list.setFilter("mine", on ? "true" : "")} />
      </div>

      <CardGrid
        items={data?.questions}
        {...list.gridProps}
        prerendered={firstBodies}
        className="sm:grid-cols-1 xl:grid-cols-1"
        empty={<NoResults {...emptyTexts(t, list.filtered)} />}
      >
        {(q, _, body) => <QuestionCard key={q.id} q={q} body={body} onEdit={setEditing} onDelete={(x) => remove.mutate(x)} />}
      </CardGrid>
      {data && data.total > 0 && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}

      <QuestionFormDialog open={asking} onOpenChange={setAsking} onPickSimilar={(q) => list.setSearch(q.title)} />
      {editing && <QuestionFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} />}
    </div>
  );
}
