"use client";

import { Bookmark, LayoutDashboard, LogOut, Menu, PanelRightClose, PanelRightOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, useTransition } from "react";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { isActivePath, MAIN_NAV } from "@/components/layout/nav-items";
import { SIDEBAR_COOKIE } from "@/components/layout/sidebar-cookie";
import { Avatar } from "@/components/ui/avatar";
import { logoutAction } from "@/app/(auth)/actions";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/layout/logo";

const MobileDrawer = lazyDialog(() => import("@/components/layout/mobile-drawer").then((m) => m.MobileDrawer));

type Member = { name: string; email: string; image: string | null; isAdmin: boolean };

function NavLinks({ member, collapsed, onNavigate }: { member: Member; collapsed: boolean; onNavigate?: () => void }) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const linkClass = (active: boolean) =>
    cn(
      "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
      active ? "bg-white/15 text-white" : "text-sidebar-foreground/80 hover:bg-white/10 hover:text-white",
      collapsed && "justify-center px-0",
    );
  const item = (href: string, label: string, Icon: React.ComponentType<{ className?: string }>) => (
    <Link
      key={href}
      href={href}
      onClick={onNavigate}
      className={linkClass(isActivePath(pathname, href))}
      aria-current={isActivePath(pathname, href) ? "page" : undefined}
      title={collapsed ? label : undefined}
    >
      <Icon className="size-5 shrink-0" />
      <span className={cn(collapsed && "sr-only")}>{label}</span>
    </Link>
  );
  return (
    <>
      <nav aria-label={t("mainNavigation")} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {MAIN_NAV.map((n) => (
            <li key={n.href}>{item(n.href, t(n.key), n.icon)}</li>
          ))}
          {member.isAdmin && <li className="mt-2 border-t border-white/10 pt-2">{item("/admin", t("adminPanel"), LayoutDashboard)}</li>}
        </ul>
      </nav>
      <div className="grid gap-1 border-t border-white/10 px-3 py-3">
        <Link
          href="/profile"
          onClick={onNavigate}
          className={cn(linkClass(isActivePath(pathname, "/profile")), "py-2")}
          title={collapsed ? t("profile") : undefined}
        >
          <Avatar src={member.image} alt="" className="size-8" />
          <span className={cn("min-w-0", collapsed && "sr-only")}>
            <span className="block truncate">{t("profile")}</span>
            <bdi className="block truncate text-xs text-sidebar-foreground/60">{member.name}</bdi>
          </span>
        </Link>
        <Link href="/saved" onClick={onNavigate} className={linkClass(isActivePath(pathname, "/saved"))} title={collapsed ? t("saved") : undefined}>
          <Bookmark className="size-5 shrink-0" />
          <span className={cn(collapsed && "sr-only")}>{t("saved")}</span>
        </Link>
        <LanguageSwitcher
          compact={collapsed}
          onSwitched={onNavigate}
          className={cn("text-sidebar-foreground/80 hover:bg-white/10 hover:text-white", collapsed && "justify-center")}
        />
        <button
          type="button"
          disabled={pending}
          onClick={() => startTransition(() => logoutAction("/login"))}
          className={linkClass(false)}
          title={collapsed ? t("logout") : undefined}
        >
          <LogOut className="size-5 shrink-0 rtl:rotate-180" />
          <span className={cn(collapsed && "sr-only")}>{t("logout")}</span>
        </button>
      </div>
    </>
  );
}

function Brand({ collapsed }: { collapsed: boolean }) {
  const t = useTranslations("Common");
  return (
    <Link href="/" className={cn("flex items-center gap-3 text-white", collapsed && "justify-center")}>
      <Logo size={36} />
      <span className={cn("text-lg font-bold", collapsed && "sr-only")}>{t("appName")}</span>
    </Link>
  );
}

/**
 * The sidebar on the start side (right in Arabic), 256 px wide or 80 px collapsed (the
 * choice is remembered); under 768 px it gives way to a top bar whose button opens a slide-in
 * drawer with the same links.
 */
export function Sidebar({ member, initialCollapsed = false }: { member: Member; initialCollapsed?: boolean }) {
  const t = useTranslations("Nav");
  const [collapsed, setCollapsedState] = useState(initialCollapsed);
  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsedState(next);
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : "open"}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  };
  const [drawerOpen, setDrawerOpen] = useState(false);
  const ToggleIcon = collapsed ? PanelRightOpen : PanelRightClose;
  return (
    <>
      <aside
        data-testid="sidebar"
        data-collapsed={collapsed}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex",
          collapsed ? "w-20" : "w-64",
        )}
      >
        <div className={cn("flex items-center justify-between gap-2 px-4 py-4", collapsed && "flex-col")}>
          <Brand collapsed={collapsed} />
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-label={collapsed ? t("expandSidebar") : t("collapseSidebar")}
            aria-expanded={!collapsed}
            className="rounded-md p-1.5 text-sidebar-foreground/70 hover:bg-white/10 hover:text-white"
          >
            <ToggleIcon className="size-5 ltr:rotate-180" />
          </button>
        </div>
        <NavLinks member={member} collapsed={collapsed} />
      </aside>

      <header className="fixed inset-x-0 top-0 z-30 flex h-14 items-center justify-between bg-sidebar px-3 text-white md:hidden">
        <button
          type="button"
          aria-label={t("openMenu")}
          {...MobileDrawer.opener(drawerOpen, () => setDrawerOpen(true))}
          className="rounded-md p-2 hover:bg-white/10"
        >
          <Menu className="size-5" />
        </button>
        <Brand collapsed={false} />
        <Link href="/profile" aria-label={t("profile")}>
          <Avatar src={member.image} alt="" className="size-8" />
        </Link>
      </header>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} brand={<Brand collapsed={false} />}>
        <NavLinks member={member} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
      </MobileDrawer>
    </>
  );
}
