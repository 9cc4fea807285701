"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { QuestionCard } from "@/components/qa/question-card";
import { QuestionFormDialog } from "@/components/qa/question-form-dialog";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { QA_API, QUESTIONS_ENDPOINT, type QuestionJson, type QuestionPage } from "@/lib/qa/types";

const PAGE_SIZE = 10;

export function QaBoard() {
  const t = useTranslations("QA");
  const list = usePagedList<QuestionPage, "mine">({
    endpoint: QUESTIONS_ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: ["mine"],
  });
  const { data, filters } = list;
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState<QuestionJson | null>(null);
  const mine = filters.mine === "true";
  const filtered = !!(list.search || mine);
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
        <SearchField value={list.search} onChange={list.setSearch} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <Button onClick={() => setAsking(true)}>
          <Plus /> {t("askButton")}
        </Button>
        <Button variant={mine ? "default" : "ghost"} aria-pressed={mine} onClick={() => list.setFilter("mine", mine ? "" : "true")}>
          {t("mineOnly")}
        </Button>
      </div>

      <CardGrid
        items={data?.questions}
        {...list.gridProps}
        className="sm:grid-cols-1 xl:grid-cols-1"
        empty={<NoResults title={filtered ? t("noResults") : t("empty")} body={filtered ? t("noResultsBody") : t("emptyBody")} />}
      >
        {(q) => <QuestionCard key={q.id} q={q} onEdit={setEditing} onDelete={(x) => remove.mutate(x)} />}
      </CardGrid>
      {data && data.total > 0 && (
        <Pager page={list.page} pageCount={list.pageCount} onPage={list.setPage} summary={t("total", { count: data.total })} busy={list.loading} />
      )}

      <QuestionFormDialog open={asking} onOpenChange={setAsking} onPickSimilar={(q) => list.setSearch(q.title)} />
      {editing && <QuestionFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} />}
    </div>
  );
}
