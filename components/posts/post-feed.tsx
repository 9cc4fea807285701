"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import type { PostCardData } from "@/lib/posts/types";
import { loadMoreFollowedAction, loadMorePostsAction } from "@/app/(main)/actions";
import { PostCard } from "./post-card";
import { PostSkeletons } from "./post-skeletons";

/**
 * The latest articles in two columns: 5 first, then 3 more per click. The first ones
 * come rendered by the server (`firstCards`, the cards of `firstIds`); the browser renders only the
 * ones "show more" adds. `following` pages through the Following tab's articles instead.
 */
export function PostFeed({
  firstIds,
  firstCards,
  nextCursor: initialCursor,
  q,
  following = false,
}: {
  firstIds: number[];
  firstCards: React.ReactNode;
  nextCursor: number | null;
  q?: string;
  following?: boolean;
}) {
  const t = useTranslations("Home");
  const [posts, setPosts] = useState<PostCardData[]>([]);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, startLoading] = useTransition();

  function onShowMore() {
    if (!cursor) return;
    startLoading(async () => {
      const res = following ? await loadMoreFollowedAction({ cursor }) : await loadMorePostsAction({ q: q || undefined, cursor });
      if (!res.ok) {
        toast({ title: t("loadFailed"), variant: "destructive" });
        return;
      }
      setPosts((prev) => [...prev, ...res.data.cards.filter((c) => !firstIds.includes(c.id) && !prev.some((p) => p.id === c.id))]);
      setCursor(res.data.nextCursor);
    });
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2" data-testid="post-list">
        {firstCards}
        {posts.map((p) => (
          <PostCard key={p.id} post={p} />
        ))}
      </div>
      {loading && <PostSkeletons count={2} label={t("loadingMore")} />}
      <div className="flex flex-col items-center gap-2">
        <Button type="button" variant="outline" size="lg" onClick={onShowMore} disabled={loading || !cursor} aria-busy={loading}>
          {loading ? t("loadingMore") : t("showMore")}
        </Button>
        {!cursor && <p className="text-xs text-muted-foreground">{t("allShown")}</p>}
      </div>
    </div>
  );
}
