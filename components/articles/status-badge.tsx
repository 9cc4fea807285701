import type { Tone } from "@/components/ui/badge";
import type { ArticleStatus } from "@/lib/articles/rules";

/** How an article's status looks wherever it is shown: the editors' queue and review page, the author's submissions. */
export const ARTICLE_TONES: Record<ArticleStatus, Tone> = {
  draft: "secondary",
  submitted: "warning",
  under_review: "default",
  revisions_requested: "warning",
  accepted: "success",
  rejected: "destructive",
  withdrawn: "secondary",
  published: "success",
  retracted: "destructive",
};
