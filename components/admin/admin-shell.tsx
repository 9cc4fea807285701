"use client";

import { ArrowRight, ChevronDown, LogOut, Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, useTransition } from "react";
import { ADMIN_NAV } from "@/components/admin/admin-nav-items";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Button } from "@/components/ui/button";
import { logoutAction } from "@/app/(auth)/actions";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/layout/logo";

/** The admin layout: a collapsible section list, Back to Website, Logout, the admin's e-mail. */
export function AdminShell({ email, badges = {}, children }: { email: string; badges?: Partial<Record<string, number>>; children: React.ReactNode }) {
  const t = useTranslations("Admin");
  const format = useDateFormatter();
  const pathname = usePathname();
  const [open, setOpen] = useState(true); // the section list (desktop)
  const [mobileOpen, setMobileOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const active = (href: string) => (href === "/admin" ? pathname === "/admin" : pathname.startsWith(href));

  const list = (
    <ul id="admin-sections" className="grid gap-0.5">
      {ADMIN_NAV.map(({ href, key, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            onClick={() => setMobileOpen(false)}
            aria-current={active(href) ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm",
              active(href) ? "bg-primary text-primary-foreground" : "text-foreground/80 hover:bg-muted",
            )}
          >
            <Icon className="size-4 shrink-0" />
            <span>{t(key)}</span>
            {!!badges[key] && (
              // a plain span cannot carry a name (aria-label): the number is shown, its meaning read out
              <span
                className="ms-auto rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground"
                data-testid={`nav-badge-${key}`}
              >
                <span aria-hidden>{format.number(badges[key])}</span>
                <span className="sr-only">{t("unreadCount", { count: badges[key] })}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card px-4">
        <button
          type="button"
          className="rounded-md p-2 hover:bg-muted lg:hidden"
          aria-label={t("openMenu")}
          aria-expanded={mobileOpen}
          aria-controls="admin-sections"
          onClick={() => setMobileOpen((o) => !o)}
        >
          <Menu className="size-5" />
        </button>
        {/* at phone width the header's links and buttons keep their words for screen readers only, so each has a name */}
        <Link href="/admin" className="flex shrink-0 items-center gap-2 font-bold" data-testid="admin-brand">
          <Logo size={32} className="size-8" />
          <span className="sr-only sm:not-sr-only">{t("title")}</span>
        </Link>
        <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <span className="hidden text-sm text-muted-foreground md:inline">{t("signedInAs")}</span>
          <bdi className="min-w-0 max-w-40 truncate text-sm font-medium sm:max-w-none" dir="ltr" data-testid="admin-email">
            {email}
          </bdi>
          <LanguageSwitcher compact className="hover:bg-muted" />
          <Button variant="outline" size="sm" asChild>
            <Link href="/">
              <ArrowRight className="ltr:rotate-180" />
              <span className="sr-only sm:not-sr-only">{t("backToWebsite")}</span>
            </Link>
          </Button>
          <Button variant="ghost" size="sm" disabled={pending} onClick={() => startTransition(() => logoutAction("/admin/login"))}>
            <LogOut className="rtl:rotate-180" />
            <span className="sr-only sm:not-sr-only">{t("logout")}</span>
          </Button>
        </div>
      </header>
      <div className="flex">
        <aside
          className={cn(
            "shrink-0 border-e bg-card p-3 max-lg:fixed max-lg:inset-y-16 max-lg:start-0 max-lg:z-20 max-lg:w-64 max-lg:shadow-xl lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:w-64 lg:overflow-y-auto",
            !mobileOpen && "max-lg:hidden",
          )}
        >
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="admin-sections"
            aria-label={open ? t("collapse") : t("expand")}
            className="mb-2 flex w-full items-center justify-between rounded-md px-3 py-2 text-xs font-semibold uppercase text-muted-foreground hover:bg-muted"
          >
            {t("sections")}
            <ChevronDown className={cn("size-4 transition-transform", !open && "rotate-90 rtl:-rotate-90")} />
          </button>
          {(open || mobileOpen) && list}
        </aside>
        <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
      </div>
    </div>
  );
}
