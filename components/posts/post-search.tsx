"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PostSkeletons } from "./post-skeletons";

/**
 * The article search: the query lives in the URL (`/?q=`), so a search can be shared and survives
 * a reload. While the server answers, the list gives way to the 4-card skeleton. Without
 * JavaScript the form still submits as a plain GET.
 */
export function PostSearch({ q, children }: { q: string; children: React.ReactNode }) {
  const t = useTranslations("Home");
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const next = String(new FormData(e.currentTarget).get("q") ?? "").trim();
    startTransition(() => router.push(next ? `/?q=${encodeURIComponent(next)}#posts` : "/#posts", { scroll: false }));
  }

  return (
    <>
      <form action="/" method="get" role="search" aria-label={t("searchLabel")} onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <label className="relative min-w-0 flex-1 basis-64">
          <span className="sr-only">{t("searchLabel")}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input type="search" name="q" defaultValue={q} key={q} maxLength={200} placeholder={t("searchPlaceholder")} className="h-11 ps-9" />
        </label>
        <Button type="submit" size="lg" disabled={pending}>
          <Search /> {t("search")}
        </Button>
        {q && (
          <Button asChild size="lg" variant="ghost">
            <Link href="/#posts" scroll={false}>
              <X /> {t("clearSearch")}
            </Link>
          </Button>
        )}
      </form>
      {pending ? <PostSkeletons count={4} label={t("loadingMore")} /> : children}
    </>
  );
}
