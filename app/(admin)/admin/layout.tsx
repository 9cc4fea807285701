import { DataProviders } from "@/components/providers/data-providers";
import { AdminShell } from "@/components/admin/admin-shell";
import { requirePageAdmin } from "@/lib/session";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageAdmin();
  return (
    <AdminShell email={actor.email}>
      <DataProviders>{children}</DataProviders>
    </AdminShell>
  );
}
