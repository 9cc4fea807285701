import { getTranslations } from "next-intl/server";
import { ArticleForm } from "@/components/articles/article-form";
import { SectionPage } from "@/components/layout/section-page";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageMetadata } from "@/components/layout/page-title";
import { requirePageUser } from "@/lib/auth/session";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("ArticleForm"))("newTitle"), "articleSubmit");
}

// A member writes a new article; it is a draft until they submit it for review.
export default async function SubmitArticlePage() {
  await requirePageUser();
  const t = await getTranslations("ArticleForm");
  return (
    <SectionPage title={t("newTitle")} subtitle={t("newSubtitle")} namespaces={["ArticleForm", "Editor"]} providers={QueryProvider}>
      <ArticleForm />
    </SectionPage>
  );
}
