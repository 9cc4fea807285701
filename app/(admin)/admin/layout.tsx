import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DataProviders } from "@/components/providers/data-providers";
import { ClientMessages } from "@/components/providers/client-messages";
import { AdminShell } from "@/components/admin/admin-shell";
import { countUnreadMessages } from "@/lib/server/contact";
import { countQueue } from "@/lib/server/reports";
import { requirePageAdmin } from "@/lib/auth/session";
import { ADMIN_SECTION_NAMESPACES } from "@/lib/admin-sections";

// the admin pages' client components: the shell, users and audit, and every section's namespaces
const ADMIN_NAMESPACES = ["Admin", "Audit", "AdminUsers", ...ADMIN_SECTION_NAMESPACES, "Errors", "Validation"];

export async function generateMetadata(): Promise<Metadata> {
  return { description: (await getTranslations("PageDescriptions"))("admin") };
}

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageAdmin();
  const [unread, waiting] = await Promise.all([countUnreadMessages(), countQueue(actor)]);
  return (
    <ClientMessages namespaces={ADMIN_NAMESPACES}>
      <AdminShell email={actor.email} badges={{ "contact-us": unread, queue: waiting }}>
        <DataProviders>{children}</DataProviders>
      </AdminShell>
    </ClientMessages>
  );
}
