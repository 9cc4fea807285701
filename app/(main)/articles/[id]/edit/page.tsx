import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ArticleForm } from "@/components/articles/article-form";
import { SectionPage } from "@/components/layout/section-page";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageMetadata } from "@/components/layout/page-title";
import { canEditArticle } from "@/lib/articles/rules";
import { requirePageUser } from "@/lib/auth/session";
import { getArticle } from "@/lib/server/articles/articles";
import { handlesOf } from "@/lib/server/handles";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("ArticleForm"))("editTitle"), "articleSubmit");
}

// The author's draft, or the article editors sent back for revisions; anything else is not theirs to edit here.
export default async function EditArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requirePageUser();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const article = await getArticle({ id, actor }).catch(() => null);
  if (!article || article.user_id !== actor.id || !canEditArticle(actor, { userId: article.user_id, status: article.status })) notFound();
  const [t, handleOf] = await Promise.all([getTranslations("ArticleForm"), handlesOf(article.co_authors.map((c) => c.user_id))]);
  // a co-author linked to a member is named by their handle in the form
  const memberHandles = Object.fromEntries(
    article.co_authors.flatMap((c) => {
      const handle = handleOf(c.user_id);
      return c.user_id && handle ? [[c.user_id, handle] as const] : [];
    }),
  );
  return (
    <SectionPage
      title={t("editTitle")}
      subtitle={t(article.status === "revisions_requested" ? "reviseSubtitle" : "newSubtitle")}
      namespaces={["ArticleForm", "Editor"]}
      providers={QueryProvider}
    >
      <ArticleForm article={article} memberHandles={memberHandles} />
    </SectionPage>
  );
}
