"use client";

import { LogIn, MessageSquare, Pencil, Reply } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { DeleteButton } from "@/components/lists/delete-button";
import { LoadError } from "@/components/lists/list-states";
import { ResearcherLink } from "@/components/people/researcher-link";
import { ReportButton } from "@/components/reports/report-button";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import { COMMENTS_API, COMMENTS_ENDPOINT, type CommentJson, type CommentListJson } from "@/lib/comments/types";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { InitialPage } from "@/lib/lists/paged-list";
import { cn } from "@/lib/utils";
import { CommentText } from "./comment-text";

// the composer (react-hook-form, the mention box) is rendered with the page but its code loads
// beside it rather than in the article's first scripts
const CommentComposer = dynamic(() => import("./comment-composer").then((m) => m.CommentComposer));

/** the composer open under a top-level comment (a reply to a reply starts with its author's @handle), or an edit */
type Open = { reply: number; mention?: string } | { edit: number } | null;

/**
 * The discussion under an article: comments oldest first, each with its replies (one level),
 * rendered with the page and kept fresh by TanStack Query. Members reply to a top-level comment,
 * edit their own for a while, delete their own (admins any) and report others'. A signed-out
 * reader (`meId` null) reads the same thread as the page rendered it, with a way to sign in.
 */
export function CommentsSection({
  articleId,
  meId,
  initial,
  signIn,
}: {
  articleId: number;
  meId: string | null;
  initial: InitialPage<CommentListJson>;
  /** where a signed-out reader signs in and comes back to the article */
  signIn: string;
}) {
  const t = useTranslations("Comments");
  // the list is read by members only: a signed-out reader keeps the one the page came with
  const list = useApiQuery<CommentListJson>(COMMENTS_ENDPOINT, { article_id: articleId }, { initial, enabled: meId !== null });
  const [open, setOpen] = useState<Open>(null);
  const comments = list.data?.comments ?? [];
  const tops = comments.filter((c) => c.parent_id === null);
  const repliesOf = (id: number) => comments.filter((c) => c.parent_id === id);

  return (
    <section aria-labelledby="comments-title" className="grid gap-4 border-t pt-6" data-testid="comments">
      <h2 id="comments-title" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquare className="size-5" aria-hidden />
        {t("title", { count: comments.filter((c) => !c.hidden).length })}
      </h2>
      {list.failure && !list.data ? (
        <LoadError onRetry={list.reload} />
      ) : tops.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="grid gap-4">
          {tops.map((c) => (
            <li key={c.id} className="grid gap-3">
              <CommentItem comment={c} meId={meId} open={open} setOpen={setOpen} />
              {(repliesOf(c.id).length > 0 || (open && "reply" in open && open.reply === c.id)) && (
                <ol className="grid gap-3 border-s-2 ps-4 sm:ms-6" aria-label={c.hidden ? t("repliesToHidden") : t("repliesTo", { name: c.author })}>
                  {repliesOf(c.id).map((r) => (
                    <li key={r.id}>
                      <CommentItem comment={r} meId={meId} open={open} setOpen={setOpen} />
                    </li>
                  ))}
                  {open && "reply" in open && open.reply === c.id && (
                    <li>
                      <CommentComposer
                        target={{ kind: "new", articleId, parentId: c.id, text: open.mention ? `@${open.mention} ` : "" }}
                        label={t("replyTo", { name: c.author })}
                        onDone={() => setOpen(null)}
                        autoFocus
                      />
                    </li>
                  )}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {meId === null ? (
        <p className="rounded-xl border bg-card p-4">
          <Link
            href={signIn}
            className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
            data-testid="comments-sign-in"
          >
            <LogIn className="size-4 rtl:-scale-x-100" aria-hidden />
            {t("signInToComment")}
          </Link>
        </p>
      ) : (
        <div className="rounded-xl border bg-card p-4">
          <CommentComposer target={{ kind: "new", articleId }} label={t("add")} />
        </div>
      )}
    </section>
  );
}

function CommentItem({ comment: c, meId, open, setOpen }: { comment: CommentJson; meId: string | null; open: Open; setOpen: (o: Open) => void }) {
  const t = useTranslations("Comments");
  const tc = useTranslations("Common");
  const fmt = useDateFormatter();
  const remove = useApiMutation({
    request: () => apiJson(`${COMMENTS_API}/delete.php`, { method: "DELETE", body: { id: c.id } }),
    invalidate: [COMMENTS_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("deleteFailed"), fallback: t("tryAgain") },
  });
  const editing = open !== null && "edit" in open && open.edit === c.id;
  const isReply = c.parent_id !== null;

  // a comment a moderator hid keeps its place, so the replies around it keep their sense
  if (c.hidden)
    return (
      <p
        id={`comment-${c.id}`}
        data-testid="comment-hidden"
        className="scroll-mt-20 rounded-lg border border-dashed p-3 text-sm text-muted-foreground italic sm:p-4"
      >
        {t("hiddenByModerator")}
      </p>
    );

  return (
    <article
      id={`comment-${c.id}`}
      data-testid="comment"
      className={cn("grid scroll-mt-20 gap-2 rounded-lg border p-3 sm:p-4", isReply ? "bg-muted/20" : "bg-muted/40")}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="text-sm text-foreground">
          <ResearcherLink name={c.author} handle={c.author_handle} />
        </span>
        <span aria-hidden>·</span>
        <time dateTime={c.created_at}>{fmt.medium(c.created_at)}</time>
        {c.edited && <span className="italic">({t("edited")})</span>}
      </header>
      {editing ? (
        <CommentComposer target={{ kind: "edit", comment: c }} label={t("editLabel")} onDone={() => setOpen(null)} autoFocus />
      ) : (
        <CommentText text={c.text} formulas={c.formulas} />
      )}
      {!editing && meId !== null && (
        <div className="flex flex-wrap items-center gap-1">
          <Button
            size="sm"
            variant="ghost"
            // replies go one level deep: answering a reply writes under its comment, naming its author
            onClick={() => setOpen(isReply ? { reply: c.parent_id!, mention: c.author_handle ?? undefined } : { reply: c.id })}
            aria-label={t("replyTo", { name: c.author })}
          >
            <Reply className="rtl:-scale-x-100" /> {t("reply")}
          </Button>
          {c.can_edit && (
            <Button size="sm" variant="ghost" onClick={() => setOpen({ edit: c.id })}>
              <Pencil /> {tc("edit")}
            </Button>
          )}
          {c.can_delete && (
            <DeleteButton
              confirmTitle={t("deleteConfirm")}
              description={isReply ? undefined : t("deleteRepliesToo")}
              busy={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          )}
          {c.user_id !== meId && <ReportButton type="comment" id={c.id} label={c.author} />}
        </div>
      )}
    </article>
  );
}
