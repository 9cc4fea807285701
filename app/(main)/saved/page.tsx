import { pageMetadata } from "@/components/layout/page-title";
import { ClientMessages } from "@/components/providers/client-messages";
import { Bookmark } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { PageTitle } from "@/components/layout/page-title";
import { PostCard } from "@/components/posts/post-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { findBookmarkedPosts } from "@/lib/server/posts";
import { requirePageUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getTranslations("SavedArticles"))("title"), "saved");
}

/** The member's bookmarked articles, the same on every device. */
export default async function SavedArticlesPage() {
  const actor = await requirePageUser();
  const [posts, t] = await Promise.all([findBookmarkedPosts({ actor }), getTranslations("SavedArticles")]);
  return (
    <ClientMessages namespaces={["Categories"]}>
      <PageTitle title={t("title")} subtitle={t("subtitle")} />
      {posts.length === 0 ? (
        <EmptyState icon={Bookmark} title={t("emptyTitle")} body={t("emptyHint")}>
          <Button asChild className="mt-6">
            <Link href="/#posts">{t("browse")}</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-6 md:grid-cols-2" data-testid="post-list">
          {posts.map((p) => (
            <PostCard key={p.id} post={p} headingLevel={2} />
          ))}
        </div>
      )}
    </ClientMessages>
  );
}
