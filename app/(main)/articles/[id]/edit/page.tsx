import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ArticleForm } from "@/components/articles/article-form";
import { ArticleVerifyNotice } from "@/components/articles/article-verify-notice";
import { SectionPage } from "@/components/layout/section-page";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageMetadata } from "@/components/layout/page-title";
import { canEditArticle } from "@/lib/articles/rules";
import { getSession, requirePageUser } from "@/lib/auth/session";
import { getArticle } from "@/lib/server/articles/articles";
import { handlesOf } from "@/lib/server/handles";
import { NotEditable } from "./_components/not-editable";
import { RevisionRequest } from "./_components/revision-request";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("ArticleForm"))("editTitle"), "articleSubmit");
}

/**
 * The author's draft, or the article editors sent back for revisions (their decision above the
 * form). Their article in any other status says why it cannot be edited and leads to it; someone
 * else's is not theirs to open here.
 */
export default async function EditArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const [actor, session] = await Promise.all([requirePageUser(), getSession()]);
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const article = await getArticle({ id, actor }).catch(() => null);
  if (!article || article.user_id !== actor.id) notFound();
  const t = await getTranslations("ArticleForm");
  if (!canEditArticle(actor, { userId: article.user_id, status: article.status }))
    return (
      <SectionPage title={t("editTitle")} subtitle="" namespaces={[]} providers={QueryProvider}>
        <NotEditable article={article} />
      </SectionPage>
    );
  const handleOf = await handlesOf(article.co_authors.map((c) => c.user_id));
  // a co-author linked to a member is named by their handle in the form
  const memberHandles = Object.fromEntries(
    article.co_authors.flatMap((c) => {
      const handle = handleOf(c.user_id);
      return c.user_id && handle ? [[c.user_id, handle] as const] : [];
    }),
  );
  // the decision that sent it back is the newest one
  const decision = article.status === "revisions_requested" ? article.reviews?.at(-1) : undefined;
  const verified = session?.user.emailVerified !== false;
  return (
    <SectionPage
      title={t("editTitle")}
      subtitle={t(article.status === "revisions_requested" ? "reviseSubtitle" : "newSubtitle")}
      namespaces={["ArticleForm", "Editor"]}
      providers={QueryProvider}
    >
      {decision && <RevisionRequest review={decision} />}
      {!verified && <ArticleVerifyNotice email={actor.email} />}
      <ArticleForm article={article} memberHandles={memberHandles} verified={verified} />
    </SectionPage>
  );
}
