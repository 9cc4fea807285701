import { Suspense } from "react";
import { ClientMessages } from "@/components/providers/client-messages";
import { cookies, headers } from "next/headers";
import { NotificationBell } from "@/components/layout/notification-bell";
import { Sidebar } from "@/components/layout/sidebar";
import { isCollapsedCookie, SIDEBAR_COOKIE } from "@/components/layout/sidebar-cookie";
import { UpdatesList, UpdatesLoading } from "@/components/layout/updates-list";
import { UpdatesPanel } from "@/components/layout/updates-panel";
import { findLatestUpdates } from "@/lib/server/latest-updates";
import { countUnreadNotifications } from "@/lib/server/notifications";
import { isAdminRole } from "@/lib/auth/role-names";
import { getActor, getSession, requirePageUser } from "@/lib/auth/session";
import { isPublicReading, isPublicReadingPath } from "@/lib/auth/public-pages";
import { signInPathFor } from "@/lib/auth/return-path";
import { PublicHeader } from "@/components/layout/public-header";
import { VerifyBanner } from "@/components/layout/verify-banner";

/**
 * A signed-out reader of a public page (PUBLIC_READING=1): the page alone under a header that
 * offers to sign in, without the member's sidebar, notifications and updates. The page checks
 * for itself what a visitor may see; this only chooses the frame.
 */
async function PublicFrame({ path, children }: { path: string; children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["Nav", "Notifications", "Updates", "Posts", "Errors", "Validation", "VerifyBanner"]}>
      <div className="flex min-h-dvh flex-col">
        <PublicHeader signInHref={signInPathFor(path)} />
        <main id="content" className="min-w-0 flex-1">
          <div className="mx-auto w-full max-w-[1200px] px-4 py-6 md:px-8">{children}</div>
        </main>
      </div>
    </ClientMessages>
  );
}

export default async function MainLayout({ children }: { children: React.ReactNode }) {
  if (!(await getActor()) && isPublicReading()) {
    const path = (await headers()).get("x-return-path") ?? "/";
    if (isPublicReadingPath(path.split(/[?#]/)[0])) return <PublicFrame path={path}>{children}</PublicFrame>;
  }
  const [actor, jar, session] = await Promise.all([requirePageUser(), cookies(), getSession()]);
  return (
    <ClientMessages namespaces={["Nav", "Notifications", "Updates", "Posts", "Errors", "Validation", "VerifyBanner", "Reports"]}>
      {/* printed, a page is its content alone: no navigation, notifications or updates */}
      <div className="flex min-h-dvh">
        <div className="contents print:hidden">
          <Sidebar
            member={{ name: actor.name, email: actor.email, image: actor.image, isAdmin: isAdminRole(actor.role) }}
            initialCollapsed={isCollapsedCookie(jar.get(SIDEBAR_COOKIE)?.value)}
          />
        </div>
        <main id="content" className="min-w-0 flex-1 pt-14 md:pt-0 print:pt-0">
          <div className="mx-auto w-full max-w-[1200px] px-4 py-6 md:px-8 print:max-w-none print:px-0">
            <div className="mb-3 flex justify-end print:hidden">
              <NotificationBell unread={await countUnreadNotifications(actor)} />
            </div>
            {session && !session.user.emailVerified && (
              <div className="print:hidden">
                <VerifyBanner email={actor.email} />
              </div>
            )}
            {children}
          </div>
        </main>
        <div className="contents print:hidden">
          <UpdatesPanel>
            <Suspense fallback={<UpdatesLoading />}>
              <UpdatesList updates={findLatestUpdates()} />
            </Suspense>
          </UpdatesPanel>
        </div>
      </div>
    </ClientMessages>
  );
}
