import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { redirect } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { isAdminSection } from "@/components/admin/admin-nav-items";
import { requirePageAdmin } from "@/lib/session";

// Admin sections whose screens arrive in later issues (each later gets its own folder, which
// takes precedence over this dynamic route): the title and an honest empty state.
export async function generateMetadata({ params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  return { title: isAdminSection(section) ? (await getTranslations("Admin"))(section) : undefined };
}

export default async function AdminSectionPage({ params }: { params: Promise<{ section: string }> }) {
  await requirePageAdmin();
  const { section } = await params;
  if (!isAdminSection(section)) redirect("/admin");
  const [t, tc] = await Promise.all([getTranslations("Admin"), getTranslations("Common")]);
  return (
    <>
      <AdminPageHeader title={t(section)} />
      <EmptyState title={tc("comingSoonTitle")} body={tc("comingSoonBody")} />
    </>
  );
}
