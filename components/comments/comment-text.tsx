import { PlainMath } from "@/components/math/plain-math";
import type { Formulas } from "@/lib/math-text";
import Link from "next/link";
import { commentSegments } from "@/lib/comments/rules";
import { researcherPath } from "@/lib/researchers/types";

/**
 * A comment's plain text as elements: http(s) links open in a new tab (as the member's, not ours:
 * `nofollow ugc`), with their real host beside them where the text hides it, @mentions lead to the member's page, and everything else is text; nothing the
 * member typed becomes markup.
 */
export function CommentText({ text, formulas }: { text: string; formulas?: Formulas }) {
  return (
    <p className="whitespace-pre-line break-words text-sm leading-7" dir="auto" data-testid="comment-text">
      {commentSegments(text).map((s, i) =>
        s.kind === "link" ? (
          <a key={i} href={s.href} target="_blank" rel="nofollow ugc noopener noreferrer" className="text-primary underline underline-offset-4" dir="ltr">
            {s.text}
            {s.hostHidden && <span className="text-muted-foreground"> ({s.host})</span>}
          </a>
        ) : s.kind === "mention" ? (
          <Link key={i} href={researcherPath(s.handle)} className="font-medium text-primary hover:underline" dir="ltr">
            {s.text}
          </Link>
        ) : (
          <span key={i}>
            <PlainMath text={s.text} formulas={formulas} />
          </span>
        ),
      )}
    </p>
  );
}
