import { Paperclip } from "lucide-react";
import type { ReviewAttachmentJson } from "@/lib/reviews/types";

/** A review's attachment to download: `label` in the reader's language, then its neutral file name. */
export function ReviewAttachmentLink({ attachment, label }: { attachment: ReviewAttachmentJson; label: string }) {
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-primary hover:underline"
      data-testid="review-attachment"
    >
      <Paperclip className="size-4" aria-hidden />
      {label}
      <bdi dir="ltr" className="text-muted-foreground">
        {attachment.name}
      </bdi>
    </a>
  );
}
