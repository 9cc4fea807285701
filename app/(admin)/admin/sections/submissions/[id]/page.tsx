import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminSectionMetadata } from "@/components/admin/admin-section";
import { requirePageAdmin } from "@/lib/auth/session";
import { ArticleReview } from "../_components/article-review";

// /admin/sections/submissions/{id}: one article for its editors: the text, its reviews and versions, the review form and the workflow.
export const generateMetadata = adminSectionMetadata("submissions");

export default async function SubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageAdmin();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const t = await getTranslations("AdminSubmissions");
  return (
    <>
      <AdminPageHeader title={t("title")} />
      <ArticleReview id={id} />
    </>
  );
}
