import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requirePageAdmin } from "@/lib/session";
import { ArticlesAdmin } from "./_components/articles-admin";

export async function generateMetadata() {
  return { title: (await getTranslations("AdminArticles"))("title") };
}

// /admin/sections/home: the home page's articles (spec §2 "Home articles").
export default async function AdminArticlesPage() {
  await requirePageAdmin();
  const t = await getTranslations("AdminArticles");
  return (
    <>
      <AdminPageHeader title={t("title")} subtitle={t("subtitle")} />
      <ArticlesAdmin />
    </>
  );
}
