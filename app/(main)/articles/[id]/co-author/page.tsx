import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { PageTitle, pageMetadata } from "@/components/layout/page-title";
import { requirePageUser } from "@/lib/auth/session";
import { getCoAuthorInvitation } from "@/lib/server/articles/co-authors";
import { ClientMessages } from "@/components/providers/client-messages";
import { CoAuthorAnswer } from "./_components/co-author-answer";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("CoAuthorInvite"))("title"), "articleSubmit");
}

/** A name inside a sentence of the other direction keeps its own order. */
const who = (chunks: React.ReactNode) => <bdi>{chunks}</bdi>;

// A member named as a co-author says whether the article is theirs (the notification leads here).
export default async function CoAuthorInvitationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ answer?: string }>;
}) {
  const actor = await requirePageUser();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const [t, invitation, { answer }] = await Promise.all([
    getTranslations("CoAuthorInvite"),
    getCoAuthorInvitation({ id, actor }).catch(() => null),
    searchParams,
  ]);
  if (!invitation) {
    if (answer !== "declined") notFound();
    return (
      <div className="mx-auto grid max-w-2xl gap-4">
        <PageTitle title={t("title")} />
        <p role="status">{t("declined")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <PageTitle title={t("title")} />
      <article className="grid gap-3 rounded-2xl border bg-card p-6 shadow-sm">
        <h2 className="text-xl font-bold" dir="auto">
          {invitation.title_ar}
        </h2>
        {invitation.title_en && (
          <p className="font-medium text-muted-foreground" dir="auto" lang="en">
            {invitation.title_en}
          </p>
        )}
        <p className="text-sm text-muted-foreground">{t.rich("by", { name: invitation.author, who })}</p>
        <p className="whitespace-pre-line text-sm leading-7" dir="auto">
          {invitation.abstract_ar}
        </p>
      </article>
      {invitation.accepted ? (
        <p role="status" className="flex items-center gap-2 font-medium text-primary">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          {t("accepted")}
        </p>
      ) : (
        <div className="grid gap-4">
          <p>{t.rich("intro", { name: invitation.author, who })}</p>
          <ClientMessages namespaces={["CoAuthorInvite"]}>
            <CoAuthorAnswer articleId={invitation.article_id} />
          </ClientMessages>
        </div>
      )}
    </div>
  );
}
