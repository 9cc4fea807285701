import { ThumbsUp } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AnswerItem } from "@/components/qa/answer-item";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import type { AnswerJson } from "@/lib/qa/types";
import { MetaItem } from "@/components/ui/meta-item";

/** The answers as a signed-out reader of a public site sees them: to read, with their votes and acceptance, nothing to press. */
export async function PublicAnswers({ answers }: { answers: AnswerJson[] }) {
  const [t, fmt] = await Promise.all([getTranslations("QA"), getDateFormatter()]);
  if (answers.length === 0) return <p className="text-sm text-muted-foreground">{t("noAnswers")}</p>;
  return (
    <ol className="grid gap-3" aria-label={t("answersCount", { count: answers.length })}>
      {answers.map((a) => (
        <AnswerItem key={a.id} answer={a} acceptedLabel={t("accepted")} date={fmt.medium(a.created_at)}>
          <MetaItem icon={ThumbsUp}>{t("votes", { count: a.votes })}</MetaItem>
        </AnswerItem>
      ))}
    </ol>
  );
}
