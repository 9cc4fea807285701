"use client";

import { Pencil, Plus, Save, Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { RowActions } from "@/components/admin/row-actions";
import { UpdateBody } from "@/components/layout/update-body";
import { Form, FormField, FormSummary, SummaryKeys, submitTo, useZodForm } from "@/components/forms/form";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { TUpdateFormInput } from "@/lib/schemas/updates";
import type { LatestUpdateJson } from "@/lib/updates/types";
import { UPDATES_API } from "@/lib/updates/types";

// zod loads when the form first validates, not with the page
const schema = () => import("@/lib/schemas/updates").then((m) => m.ZUpdateFormInput);

const READ = `${UPDATES_API}/read.php`;
const SUMMARY_KEYS = ["updateRequired"] as const;
const EMPTY: TUpdateFormInput = { title: "", summary: "", author: "", category: "", date: "" };

/** Add mode, or edit mode where saving replaces the item (an edit never adds a second copy); cards below, newest first. */
export function UpdatesManager() {
  const t = useTranslations("AdminUpdates");
  const format = useDateFormatter();
  const query = useApiQuery<{ updates: LatestUpdateJson[] }>(READ, {}, { onError: useLoadErrorToast(t("errorTitle"), t("loadFailed")) });
  const [editing, setEditing] = useState<LatestUpdateJson | null>(null);
  const form = useZodForm(schema, EMPTY);
  const reset = () => {
    setEditing(null);
    form.reset(EMPTY);
  };

  const save = useApiMutation<TUpdateFormInput & { id?: number }, { update: LatestUpdateJson }>({
    request: (body) => apiJson(body.id ? `${UPDATES_API}/update.php` : `${UPDATES_API}/create.php`, { method: body.id ? "PUT" : "POST", body }),
    invalidate: [READ],
    success: (_, v) => ({ title: v.id ? t("updated") : t("added") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
    onSuccess: reset,
  });
  const remove = useApiMutation<LatestUpdateJson>({
    request: (u) => apiJson(`${UPDATES_API}/delete.php`, { method: "DELETE", body: { id: u.id } }),
    invalidate: [READ],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: (_, u) => editing?.id === u.id && reset(),
  });

  const edit = (u: LatestUpdateJson) => {
    setEditing(u);
    form.reset({ title: u.title, summary: u.summary, author: u.author, category: u.category, date: u.date.slice(0, 10) });
    document.getElementById("update-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <div className="grid gap-6">
      <Card id="update-form" className="scroll-mt-20">
        <CardHeader>
          <CardTitle className="text-lg">{editing ? t("editTitle") : t("addTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <SummaryKeys.Provider value={SUMMARY_KEYS}>
            <Form form={form} onSubmit={(v) => submitTo(form, () => save.mutateAsync({ ...v, id: editing?.id })).then(() => undefined)}>
              <FormSummary />
              <div className="grid gap-4 md:grid-cols-2">
                <FormField name="title" label={t("titleLabel")} required />
                <FormField name="category" label={t("category")} required />
                <FormField name="author" label={t("author")} required />
                <FormField name="date" label={t("date")} type="date" dir="ltr" required />
              </div>
              <FormField name="summary" label={t("summary")} multiline rows={3} required />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={save.isPending}>
                  {editing ? <Save aria-hidden /> : <Plus aria-hidden />} {save.isPending ? t("saving") : editing ? t("update") : t("add")}
                </Button>
                {editing && (
                  <Button type="button" variant="outline" onClick={reset}>
                    <X aria-hidden /> {t("cancelEdit")}
                  </Button>
                )}
              </div>
            </Form>
          </SummaryKeys.Provider>
        </CardContent>
      </Card>

      <section aria-labelledby="updates-grid" className="grid gap-4">
        <h2 id="updates-grid" className="text-lg font-semibold">
          {t("listTitle")}
        </h2>
        <CardGrid items={query.data?.updates} {...query.gridProps} empty={<NoResults title={t("empty")} />}>
          {(u) => (
            <article key={u.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="admin-update-card">
              <UpdateBody update={u} iso={u.date} date={format.medium(u.date)} by={t("by", { author: u.author })} />
              <RowActions
                actions={[
                  { key: "edit", label: t("edit"), icon: Pencil, ariaLabel: `${t("edit")}: ${u.title}`, onClick: () => edit(u) },
                  {
                    key: "delete",
                    label: t("delete"),
                    icon: Trash2,
                    variant: "destructive",
                    ariaLabel: `${t("delete")}: ${u.title}`,
                    confirm: { title: t("deleteTitle"), description: t("deleteConfirm", { title: u.title }) },
                    onClick: () => remove.mutate(u),
                  },
                ]}
              />
            </article>
          )}
        </CardGrid>
      </section>
    </div>
  );
}
