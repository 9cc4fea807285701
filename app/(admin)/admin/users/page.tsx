import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requirePageAdmin } from "@/lib/session";
import { UsersTable } from "./_components/users-table";

export async function generateMetadata() {
  return { title: (await getTranslations("AdminUsers"))("title") };
}

export default async function AdminUsersPage() {
  const actor = await requirePageAdmin();
  const t = await getTranslations("AdminUsers");
  return (
    <>
      <AdminPageHeader title={t("title")} subtitle={t("subtitle")} />
      <UsersTable actor={{ id: actor.id, role: actor.role }} />
    </>
  );
}
