import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DataProviders } from "@/components/providers/data-providers";
import { AdminShell } from "@/components/admin/admin-shell";
import { countUnreadMessages } from "@/lib/server/contact";
import { requirePageAdmin } from "@/lib/session";

export async function generateMetadata(): Promise<Metadata> {
  return { description: (await getTranslations("PageDescriptions"))("admin") };
}

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageAdmin();
  const unread = await countUnreadMessages();
  return (
    <AdminShell email={actor.email} badges={{ "contact-us": unread }}>
      <DataProviders>{children}</DataProviders>
    </AdminShell>
  );
}
