import { PlainMath } from "@/components/math/plain-math";
import { CalendarDays, CheckCircle2, Clock, MessageSquare, Tag, User } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { QuestionJson } from "@/lib/qa/types";
import Link from "next/link";
import { ResearcherLink } from "@/components/people/researcher-link";
import { questionPath } from "@/lib/qa/paths";
import { MetaRow } from "@/components/ui/meta-item";

/**
 * A question's content: its badges, title, text, image, author, date and count of answers. On a
 * board the title links to the question's own page; on that page it is the page's heading.
 */
export function QuestionCardBody({ q, page = false }: { q: QuestionJson; page?: boolean }) {
  const Heading = page ? "h1" : "h2";
  const t = useTranslations("QA");
  const fmt = useDateFormatter();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {q.solved && (
          <Badge variant="success" className="gap-1">
            <CheckCircle2 className="size-3.5" /> {t("solved")}
          </Badge>
        )}
        {q.status === "pending" && (
          <Badge variant="warning" className="gap-1">
            <Clock className="size-3.5" /> {t("pendingReview")}
          </Badge>
        )}
        {q.status === "rejected" && <Badge variant="destructive">{t("rejected")}</Badge>}
        {q.keyword && (
          <Badge variant="secondary" className="gap-1">
            <Tag className="size-3.5" /> <bdi>{q.keyword}</bdi>
          </Badge>
        )}
      </div>
      <Heading id={`q-${q.id}`} className={page ? "text-2xl font-bold leading-10" : "text-lg font-semibold leading-8"} dir="auto">
        {page ? (
          q.title
        ) : (
          <Link href={questionPath(q.id)} className="hover:text-primary hover:underline">
            {q.title}
          </Link>
        )}
      </Heading>
      <p className="whitespace-pre-line break-words text-sm leading-7 text-muted-foreground" dir="auto">
        <PlainMath text={q.description} formulas={q.formulas} />
      </p>
      {q.image_path && (
        // eslint-disable-next-line @next/next/no-img-element -- a member's upload, served as it is
        <img src={q.image_path} alt={t("image")} loading="lazy" className="max-h-72 w-fit max-w-full rounded-lg border object-contain" />
      )}
      <MetaRow
        facts={[
          { icon: User, content: <ResearcherLink name={q.author} userId={q.user_id} /> },
          { icon: CalendarDays, content: <time dateTime={q.created_at}>{fmt.medium(q.created_at)}</time> },
          { icon: MessageSquare, content: t("answersCount", { count: q.answer_count }) },
        ]}
      />
    </>
  );
}
