import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requirePageAdmin } from "@/lib/session";
import { AdminOpportunities } from "./_components/admin-opportunities";

export async function generateMetadata() {
  return { title: (await getTranslations("AdminPartnership"))("title") };
}

export default async function AdminPartnershipPage() {
  await requirePageAdmin();
  const t = await getTranslations("AdminPartnership");
  return (
    <>
      <AdminPageHeader title={t("title")} subtitle={t("subtitle")} />
      <AdminOpportunities />
    </>
  );
}
