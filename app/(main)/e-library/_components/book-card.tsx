import { useLocale, useTranslations } from "next-intl";
import { ArticleImage } from "@/components/posts/article-image";
import { Badge } from "@/components/ui/badge";
import { DownloadButton } from "@/components/lists/file-link";
import { learningName, type EnglishNames } from "@/lib/learning/names";
import type { BookJson } from "@/lib/learning/types";

/** One book: its cover, type, author, subject, year and download (no client part: the server renders the first page's). `names`: the page's English names. */
export function BookCard({ book, names, priority }: { book: BookJson; names: EnglishNames; priority?: boolean }) {
  const t = useTranslations("Library");
  const locale = useLocale();
  const name = (value: string) => learningName(locale, names, value);
  return (
    <article className="flex min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm transition hover:shadow-md">
      <div className="aspect-[5/7] w-24 shrink-0 overflow-hidden rounded-md bg-muted shadow-sm sm:w-28">
        <ArticleImage src={book.image_url ?? "/images/article-default.svg"} alt={t("coverAlt", { title: book.title })} priority={priority} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex min-w-0 flex-wrap gap-2">
          <Badge>
            <bdi>{name(book.type)}</bdi>
          </Badge>
          {book.category && book.category !== book.subject && (
            <Badge variant="secondary">
              <bdi>{name(book.category)}</bdi>
            </Badge>
          )}
        </div>
        <h2 className="line-clamp-2 font-bold leading-snug [overflow-wrap:anywhere]" dir="auto">
          {book.title}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">{t("author")}</dt>
          <dd className="truncate" dir="auto">
            {book.author}
          </dd>
          <dt className="text-muted-foreground">{t("subject")}</dt>
          <dd className="truncate" dir="auto">
            {book.subject}
          </dd>
          <dt className="text-muted-foreground">{t("year")}</dt>
          <dd>
            <bdi>{book.year}</bdi>
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="min-w-0 text-xs text-muted-foreground">{t("downloads", { count: book.downloads })}</span>
          <DownloadButton href={book.download_url} label={t("download")} of={book.title} size="sm" className="max-w-full" />
        </div>
      </div>
    </article>
  );
}
