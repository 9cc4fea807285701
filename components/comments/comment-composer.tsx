"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Form, FormControl, submitTo, useZodForm } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { COMMENT_MAX } from "@/lib/comments/rules";
import { COMMENTS_API, COMMENTS_ENDPOINT, type CommentJson } from "@/lib/comments/types";
import type { TCommentTextInput } from "@/lib/schemas/comments";
import { MentionTextarea } from "./mention-textarea";

// zod loads on the composer's first validation, not with the article
const schema = () => import("@/lib/schemas/comments").then((m) => m.ZCommentTextInput);

type Target = { kind: "new"; articleId: number; parentId?: number; text?: string } | { kind: "edit"; comment: CommentJson };

/**
 * The one composer: a new comment, a reply (under its top-level comment) or an edit of one's own.
 * Plain text; `@` offers members to mention.
 */
export function CommentComposer({ target, label, onDone, autoFocus }: { target: Target; label: string; onDone?: () => void; autoFocus?: boolean }) {
  const t = useTranslations("Comments");
  const tc = useTranslations("Common");
  const form = useZodForm(schema, { text: target.kind === "edit" ? target.comment.text : (target.text ?? "") });
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!autoFocus || !box.current) return;
    box.current.focus();
    const end = box.current.value.length;
    box.current.setSelectionRange(end, end);
  }, [autoFocus]);
  const save = useApiMutation({
    request: (values: TCommentTextInput) =>
      target.kind === "edit"
        ? apiJson<{ comment: CommentJson }>(`${COMMENTS_API}/update.php`, { method: "PUT", body: { id: target.comment.id, text: values.text } })
        : apiJson<{ comment: CommentJson }>(`${COMMENTS_API}/create.php`, {
            method: "POST",
            body: { article_id: target.articleId, parent_id: target.parentId ?? null, text: values.text },
          }),
    invalidate: [COMMENTS_ENDPOINT],
    success: () => ({ title: target.kind === "edit" ? t("saved") : t("posted") }),
    failure: { title: target.kind === "edit" ? t("saveFailed") : t("postFailed"), fallback: t("tryAgain") },
  });

  return (
    <Form
      form={form}
      className="gap-2"
      onSubmit={async (values) => {
        if (await submitTo(form, () => save.mutateAsync(values))) {
          form.reset({ text: "" });
          onDone?.();
        }
      }}
    >
      <FormControl
        name="text"
        label={label}
        render={(field, a11y) => (
          <MentionTextarea
            id={a11y.id}
            aria-invalid={a11y["aria-invalid"]}
            aria-describedby={a11y["aria-describedby"]}
            ref={box}
            name={field.name}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            rows={3}
            maxLength={COMMENT_MAX}
            placeholder={t("placeholder")}
            onKeyDown={(e) => {
              if (e.key === "Escape" && onDone) onDone();
            }}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" busy={save.isPending}>
          {target.kind === "edit" ? tc("save") : target.parentId ? t("reply") : t("post")}
        </Button>
        {onDone && (
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            {tc("cancel")}
          </Button>
        )}
        <span className="text-xs text-muted-foreground">{t("plainTextHint")}</span>
      </div>
    </Form>
  );
}
