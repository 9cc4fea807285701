"use client";

import { CheckCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Popover } from "radix-ui";
import { useState } from "react";
import { BellButton } from "@/components/layout/notification-bell";
import { QueryProvider } from "@/components/providers/query-provider";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { NotificationJson } from "@/lib/notifications/types";
import { cn } from "@/lib/utils";
import { NOTIFICATIONS_API } from "@/lib/notifications/types";

const ENDPOINT = `${NOTIFICATIONS_API}/read.php`;
type Answer = { notifications: NotificationJson[]; unread: number };

/** The bell once clicked (loaded on demand by NotificationBell): the latest notifications, 'mark all read'. */
export default function NotificationMenu(props: { initialUnread: number; className?: string }) {
  return (
    <QueryProvider>
      <Menu {...props} />
    </QueryProvider>
  );
}

function Menu({ initialUnread, className }: { initialUnread: number; className?: string }) {
  const t = useTranslations("Notifications");
  const format = useDateFormatter();
  const router = useRouter();
  const [open, setOpen] = useState(true); // mounted by the first click
  const { data, failure, reload } = useApiQuery<Answer>(ENDPOINT, { limit: 20 });
  const markRead = useApiMutation<{ id: number } | { all: true }>({
    request: (body) => apiJson(`${NOTIFICATIONS_API}/mark_read.php`, { method: "PUT", body }),
    invalidate: [ENDPOINT],
    failure: { title: t("loadFailed"), fallback: t("loadFailed") },
  });
  const unread = data?.unread ?? initialUnread;

  function openOne(n: NotificationJson) {
    setOpen(false);
    if (!n.read) markRead.mutate({ id: n.id });
    router.push(n.link);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) reload();
      }}
    >
      <Popover.Trigger asChild>
        <BellButton unread={unread} className={className} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border bg-card text-card-foreground shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="font-semibold">{t("title")}</h2>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-primary hover:bg-muted disabled:pointer-events-none disabled:opacity-50"
            >
              <CheckCheck className="size-4" aria-hidden />
              {t("markAllRead")}
            </button>
          </div>
          {failure && !data ? (
            <p role="alert" className="p-4 text-sm text-muted-foreground">
              {t("loadFailed")}
            </p>
          ) : !data ? (
            <div className="grid gap-2 p-4" aria-hidden>
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-12 animate-pulse rounded-md bg-muted" />
              ))}
            </div>
          ) : data.notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
          ) : (
            <ul className="max-h-[60vh] divide-y overflow-y-auto" aria-label={t("title")}>
              {data.notifications.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => openOne(n)}
                    className={cn("grid w-full gap-0.5 px-4 py-3 text-start hover:bg-muted", !n.read && "bg-primary/5")}
                  >
                    <span className="flex items-center gap-2 text-sm font-semibold">
                      {!n.read && (
                        <>
                          <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden />
                          <span className="sr-only">{t("unread")}</span>
                        </>
                      )}
                      {n.title}
                    </span>
                    <span className="text-sm text-muted-foreground" dir="auto">
                      {n.body}
                    </span>
                    <span className="text-xs text-muted-foreground">{format.long(n.created_at)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
