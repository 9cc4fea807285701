"use client";

import { MailOpen, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { RowActions, type RowAction } from "@/components/admin/row-actions";
import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import type { ContactMessageJson } from "@/lib/contact/types";
import { useState } from "react";
import { CONTACT_API } from "@/lib/contact/types";

const LIST = `${CONTACT_API}/messages.php`;
type Answer = { messages: ContactMessageJson[]; unread: number };

/** Newest first; 'Mark as Read' only while Unread; Delete asks first, so a slip of the hand removes nothing. */
export function ContactMessages() {
  const t = useTranslations("AdminContact");
  const date = useDateFormatter();
  const router = useRouter();
  const [status, setStatus] = useState("");
  const query = useApiQuery<Answer>(LIST, { status }, { onError: useLoadErrorToast(t("errorTitle"), t("loadFailed")) });
  const refreshBadge = () => router.refresh(); // the unread count beside the section in the navigation

  const markRead = useApiMutation<ContactMessageJson>({
    request: (m) => apiJson(`${CONTACT_API}/mark_read.php`, { method: "PUT", body: { id: m.id } }),
    invalidate: [LIST],
    success: () => ({ title: t("statusUpdated") }),
    failure: { title: t("errorTitle"), fallback: t("updateFailed") },
    onSuccess: refreshBadge,
  });
  const remove = useApiMutation<ContactMessageJson>({
    request: (m) => apiJson(`${CONTACT_API}/delete.php`, { method: "DELETE", body: { id: m.id } }),
    invalidate: [LIST],
    success: () => ({ title: t("messageDeleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: refreshBadge,
  });

  const actions = (m: ContactMessageJson): RowAction[] => [
    ...(m.status === "Unread"
      ? [
          {
            key: "read",
            label: t("markRead"),
            icon: MailOpen,
            disabled: markRead.isPending,
            ariaLabel: `${t("markRead")}: ${m.subject}`,
            onClick: () => markRead.mutate(m),
          } satisfies RowAction,
        ]
      : []),
    {
      key: "delete",
      label: t("delete"),
      icon: Trash2,
      variant: "destructive",
      ariaLabel: `${t("delete")}: ${m.subject}`,
      confirm: { title: t("deleteTitle"), description: t("deleteConfirm", { subject: m.subject }) },
      onClick: () => remove.mutate(m),
    },
  ];

  return (
    <section aria-labelledby="messages-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-title" className="text-lg font-semibold">
          {t("messagesTitle")}
          {query.data && query.data.unread > 0 && (
            <Badge className="ms-2" data-testid="unread-count">
              {t("unread", { count: query.data.unread })}
            </Badge>
          )}
        </h2>
        <FilterChips
          label={t("filterLabel")}
          value={status}
          onChange={setStatus}
          allLabel={t("all")}
          options={["Unread", "Read"]}
          format={(o) => (o === "Unread" ? t("statusUnread") : t("statusRead"))}
        />
      </div>
      <CardGrid items={query.data?.messages} {...query.gridProps} empty={<NoResults title={t("empty")} />} className="sm:grid-cols-1 xl:grid-cols-2">
        {(m) => (
          <article key={m.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="contact-message">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold" dir="auto">
                {m.subject}
              </h3>
              <Badge variant={m.status === "Unread" ? "default" : "secondary"}>{m.status === "Unread" ? t("statusUnread") : t("statusRead")}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              <bdi dir="auto">{m.name}</bdi> ·{" "}
              <a href={`mailto:${m.email}`} className="hover:underline">
                <bdi dir="ltr">{m.email}</bdi>
              </a>{" "}
              · <time dateTime={m.created_at}>{date.moment(m.created_at)}</time>
            </p>
            <p className="whitespace-pre-line text-sm leading-7" dir="auto">
              {m.message}
            </p>
            <RowActions actions={actions(m)} />
          </article>
        )}
      </CardGrid>
    </section>
  );
}
