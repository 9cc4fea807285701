import { getTranslations } from "next-intl/server";
import { ArticleForm } from "@/components/articles/article-form";
import { ArticleVerifyNotice } from "@/components/articles/article-verify-notice";
import { SectionPage } from "@/components/layout/section-page";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageMetadata } from "@/components/layout/page-title";
import { getSession, requirePageUser } from "@/lib/auth/session";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("ArticleForm"))("newTitle"), "articleSubmit");
}

// A member writes a new article; it is a draft until they submit it for review, which needs a verified e-mail (said before they start).
export default async function SubmitArticlePage() {
  const [actor, session] = await Promise.all([requirePageUser(), getSession()]);
  const t = await getTranslations("ArticleForm");
  const verified = session?.user.emailVerified !== false;
  return (
    <SectionPage title={t("newTitle")} subtitle={t("newSubtitle")} namespaces={["ArticleForm", "Editor"]} providers={QueryProvider}>
      {!verified && <ArticleVerifyNotice email={actor.email} />}
      <ArticleForm verified={verified} />
    </SectionPage>
  );
}
