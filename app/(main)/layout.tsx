import { Suspense } from "react";
import { ClientMessages } from "@/components/providers/client-messages";
import { cookies } from "next/headers";
import { NotificationBell } from "@/components/layout/notification-bell";
import { Sidebar } from "@/components/layout/sidebar";
import { isCollapsedCookie, SIDEBAR_COOKIE } from "@/components/layout/sidebar-cookie";
import { UpdatesList, UpdatesLoading } from "@/components/layout/updates-list";
import { UpdatesPanel } from "@/components/layout/updates-panel";
import { findLatestUpdates } from "@/lib/server/latest-updates";
import { countUnreadNotifications } from "@/lib/server/notifications";
import { isAdminRole } from "@/lib/schemas/users";
import { getSession, requirePageUser } from "@/lib/auth/session";
import { VerifyBanner } from "@/components/layout/verify-banner";

export default async function MainLayout({ children }: { children: React.ReactNode }) {
  const [actor, jar, session] = await Promise.all([requirePageUser(), cookies(), getSession()]);
  return (
    <ClientMessages namespaces={["Nav", "Notifications", "Updates", "Posts", "Errors", "Validation", "VerifyBanner", "Reports"]}>
      <div className="flex min-h-dvh">
        <Sidebar
          member={{ name: actor.name, email: actor.email, image: actor.image, isAdmin: isAdminRole(actor.role) }}
          initialCollapsed={isCollapsedCookie(jar.get(SIDEBAR_COOKIE)?.value)}
        />
        <main id="content" className="min-w-0 flex-1 pt-14 md:pt-0">
          <div className="mx-auto w-full max-w-[1200px] px-4 py-6 md:px-8">
            <div className="mb-3 flex justify-end">
              <NotificationBell unread={await countUnreadNotifications(actor)} />
            </div>
            {session && !session.user.emailVerified && <VerifyBanner email={actor.email} />}
            {children}
          </div>
        </main>
        <UpdatesPanel>
          <Suspense fallback={<UpdatesLoading />}>
            <UpdatesList updates={findLatestUpdates()} />
          </Suspense>
        </UpdatesPanel>
      </div>
    </ClientMessages>
  );
}
