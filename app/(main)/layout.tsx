import { DataProviders } from "@/components/providers/data-providers";
import { Suspense } from "react";
import { Sidebar } from "@/components/layout/sidebar";
import { UpdatesList, UpdatesLoading } from "@/components/layout/updates-list";
import { UpdatesPanel } from "@/components/layout/updates-panel";
import { findLatestUpdates } from "@/lib/server/latest-updates";
import { isAdminRole } from "@/lib/schemas/users";
import { requirePageUser } from "@/lib/session";

export default async function MainLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageUser();
  return (
    <div className="flex min-h-dvh">
      <Sidebar member={{ name: actor.name, email: actor.email, image: actor.image, isAdmin: isAdminRole(actor.role) }} />
      <main id="content" className="min-w-0 flex-1 pt-14 md:pt-0">
        <div className="mx-auto w-full max-w-[1200px] px-4 py-6 md:px-8">
          <DataProviders>{children}</DataProviders>
        </div>
      </main>
      <UpdatesPanel>
        <Suspense fallback={<UpdatesLoading />}>
          <UpdatesList updates={findLatestUpdates()} />
        </Suspense>
      </UpdatesPanel>
    </div>
  );
}
