"use client";

import { Bell } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { lazy, Suspense, useState } from "react";
import { cn } from "@/lib/utils";

const loadMenu = () => import("./notification-menu");
const NotificationMenu = lazy(loadMenu);

/** The bell's button and unread badge; the open menu is NotificationMenu. */
export function BellButton({ unread, className, ...props }: React.ComponentProps<"button"> & { unread: number }) {
  const t = useTranslations("Notifications");
  const format = useDateFormatter();
  return (
    <button
      type="button"
      aria-label={`${t("open")} · ${t("unreadCount", { count: unread })}`}
      className={cn("relative inline-flex size-10 items-center justify-center rounded-full border bg-card text-foreground shadow-sm hover:bg-muted", className)}
      {...props}
    >
      <Bell className="size-5" aria-hidden />
      {unread > 0 && (
        <span
          data-testid="notification-badge"
          className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground"
        >
          {unread > 99 ? `${format.number(99)}+` : format.number(unread)}
        </span>
      )}
    </button>
  );
}

/**
 * The bell of the main layout, with the unread count the server rendered. The menu (Radix Popover,
 * TanStack Query, the list) loads on the first click, or as soon as the pointer or focus reaches
 * the bell, and then replaces this button with its own trigger.
 */
export function NotificationBell({ unread, className }: { unread: number; className?: string }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <BellButton unread={unread} className={className} onPointerEnter={loadMenu} onFocus={loadMenu} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<BellButton unread={unread} className={className} aria-busy />}>
      <NotificationMenu initialUnread={unread} className={className} />
    </Suspense>
  );
}
