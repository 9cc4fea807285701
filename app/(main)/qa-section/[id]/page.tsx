import { ArrowRight, MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AnswersPanel } from "@/components/qa/answers-panel";
import { QuestionCardBody } from "@/components/qa/question-card-body";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { TitledCard } from "@/components/lists/titled-card";
import { getActor, requirePageReader, signInFirst, type Actor } from "@/lib/auth/session";
import { isPublicReading } from "@/lib/auth/public-pages";
import { appOrigin } from "@/lib/http/origin";
import { questionPath } from "@/lib/qa/paths";
import { ZId } from "@/lib/schemas/common";
import { findPublicQuestionPage, findQuestionPage } from "@/lib/server/qa/question-page";
import { ReportButton } from "@/components/reports/report-button";
import { PublicAnswers } from "./_components/public-answers";
import { MetaItem } from "@/components/ui/meta-item";

type Props = { params: Promise<{ id: string }> };

const idOf = async (params: Props["params"]) => {
  const parsed = ZId.safeParse((await params).id);
  return parsed.success ? parsed.data : null;
};

/** The page as the reader may see it: a member's view, or the approved question for a signed-out reader of a public site. */
async function load(id: number, actor: Actor | null) {
  if (actor) return findQuestionPage({ id, actor });
  return isPublicReading() ? findPublicQuestionPage({ id }) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [id, actor] = await Promise.all([idOf(params), getActor()]);
  const page = id ? await load(id, actor) : null;
  if (!id || !page) return { title: (await getTranslations("QuestionPage"))("notFoundTitle") };
  const description = page.question.description.replace(/\s+/g, " ").trim().slice(0, 200);
  const url = `${appOrigin()}${questionPath(id)}`;
  return {
    metadataBase: new URL(appOrigin()),
    title: page.question.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "article", title: page.question.title, description, url },
  };
}

// A question's own page: the question, its answers (vote, accept, answer as on the board) and the
// questions most like it. A missing one, or another member's unapproved one, is a real 404.
export default async function QuestionPage({ params }: Props) {
  const actor = await requirePageReader();
  const id = await idOf(params);
  const page = id ? await load(id, actor) : null;
  if (!id || !page) return actor ? notFound() : signInFirst();
  const t = await getTranslations("QuestionPage");
  return (
    <ClientMessages namespaces={["QA"]}>
      <div className="mx-auto grid w-full max-w-[1200px] gap-6 lg:grid-cols-[1fr_18rem]">
        <article data-testid="question" aria-labelledby={`q-${id}`} className="grid min-w-0 content-start gap-4">
          <Link href="/qa-section" className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-primary">
            <ArrowRight className="size-4 ltr:rotate-180" aria-hidden />
            {t("backToBoard")}
          </Link>
          <div className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <QuestionCardBody q={page.question} page />
            {actor && (
              <div className="flex justify-end border-t pt-3">
                <QueryProvider>
                  <ReportButton type="question" id={id} label={page.question.title} text />
                </QueryProvider>
              </div>
            )}
          </div>
          <section aria-label={t("answers")} className="rounded-xl border bg-card p-5 shadow-sm">
            {actor ? (
              <QueryProvider>
                <AnswersPanel questionId={id} canAnswer initial={{ params: { id }, data: { question: page.question, answers: page.answers }, at: page.at }} />
              </QueryProvider>
            ) : (
              <PublicAnswers answers={page.answers} />
            )}
          </section>
        </article>
        <aside className="h-fit" data-testid="similar-questions">
          <TitledCard title={t("similar")} empty={page.similar.length === 0 && t("noSimilar")}>
            <ul className="grid gap-3">
              {page.similar.map((q) => (
                <li key={q.id} className="grid gap-1 text-sm">
                  <Link href={questionPath(q.id)} className="font-medium underline-offset-4 hover:text-primary hover:underline" dir="auto">
                    {q.title}
                  </Link>
                  <MetaItem icon={MessageSquare} className="text-xs text-muted-foreground">
                    {t("answersCount", { count: q.answer_count })}
                  </MetaItem>
                </li>
              ))}
            </ul>
          </TitledCard>
        </aside>
      </div>
    </ClientMessages>
  );
}
