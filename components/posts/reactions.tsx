"use client";

import { Bookmark, Heart } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { setBookmarkAction, setLikeAction } from "@/app/(main)/actions";

/** One like per member and article, stored; shows the real count after the server answers. */
export function LikeButton({
  postId,
  liked: initialLiked,
  count: initialCount,
  className,
}: {
  postId: number;
  liked: boolean;
  count: number;
  className?: string;
}) {
  const t = useTranslations("Posts");
  const format = useDateFormatter();
  const [state, setState] = useState({ liked: initialLiked, count: initialCount });
  const [pending, startTransition] = useTransition();
  function onToggle() {
    const before = state;
    const on = !state.liked;
    setState({ liked: on, count: Math.max(0, state.count + (on ? 1 : -1)) });
    startTransition(async () => {
      const res = await setLikeAction({ postId, on });
      if (res.ok) setState({ liked: res.data.on, count: res.data.count });
      else {
        setState(before);
        toast({ title: t("errorTitle"), description: t("actionFailed"), variant: "destructive" });
      }
    });
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={onToggle}
      disabled={pending}
      aria-pressed={state.liked}
      className={cn("gap-1.5", state.liked && "text-rose-600 hover:text-rose-700 dark:text-rose-400 dark:hover:text-rose-300", className)}
    >
      <Heart className={cn(state.liked && "fill-current")} />
      {/* the name is what to do and the count as shown ("Like 12"): a visible label stays in the name */}
      <span className="sr-only">{state.liked ? t("unlike") : t("like")} </span>
      <span data-testid="like-count">
        <bdi>{format.number(state.count)}</bdi>
      </span>
    </Button>
  );
}

/** One bookmark per member and article; a toast says what happened. */
export function BookmarkButton({
  postId,
  bookmarked: initial,
  withLabel = false,
  className,
}: {
  postId: number;
  bookmarked: boolean;
  withLabel?: boolean;
  className?: string;
}) {
  const t = useTranslations("Posts");
  const [bookmarked, setBookmarked] = useState(initial);
  const [pending, startTransition] = useTransition();
  function onToggle() {
    const on = !bookmarked;
    setBookmarked(on);
    startTransition(async () => {
      const res = await setBookmarkAction({ postId, on });
      if (res.ok) toast(on ? { title: t("savedTitle"), description: t("savedBody") } : { title: t("unsavedTitle"), description: t("unsavedBody") });
      else {
        setBookmarked(!on);
        toast({ title: t("errorTitle"), description: t("actionFailed"), variant: "destructive" });
      }
    });
  }
  return (
    <Button
      type="button"
      variant={withLabel ? "outline" : "ghost"}
      size="sm"
      onClick={onToggle}
      disabled={pending}
      aria-pressed={bookmarked}
      aria-label={bookmarked ? t("unbookmark") : t("bookmark")}
      className={cn(bookmarked && "text-primary", className)}
    >
      <Bookmark className={cn(bookmarked && "fill-current")} />
      {withLabel && <span aria-hidden>{bookmarked ? t("saved") : t("save")}</span>}
    </Button>
  );
}
