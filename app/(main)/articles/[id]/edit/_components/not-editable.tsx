import { ArrowLeft, Lock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import type { ArticleDetailJson } from "@/lib/articles/types";

/** The author's article in a status they cannot edit: why, and the way to it (its page once published, else their submissions). */
export async function NotEditable({ article }: { article: ArticleDetailJson }) {
  const [t, ts] = await Promise.all([getTranslations("ArticleEdit"), getTranslations("MySubmissions")]);
  const published = article.status === "published" && article.post_id !== null;
  // the title keeps its own direction inside the sentence
  const title = `\u2068${article.title_ar}\u2069`;
  return (
    <section className="grid gap-3 rounded-2xl border bg-card p-5 md:p-8" aria-labelledby="not-editable" data-testid="not-editable">
      <h2 id="not-editable" className="flex items-center gap-2 text-lg font-semibold">
        <Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        {t("notEditableTitle")}
      </h2>
      <p>{published ? t("notEditablePublished", { title }) : t("notEditable", { title, status: ts(`statuses.${article.status}`) })}</p>
      <div className="flex flex-wrap gap-2">
        {published ? (
          <Link href={`/article/${article.post_id}`} className={buttonVariants()}>
            {t("viewArticle")}
          </Link>
        ) : null}
        <Link href="/profile" className={buttonVariants({ variant: published ? "outline" : "default" })}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t("mySubmissions")}
        </Link>
      </div>
    </section>
  );
}
