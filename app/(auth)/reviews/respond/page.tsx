import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/components/layout/page-title";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { invitationByToken } from "@/lib/server/reviews/reviews";
import { RespondForm } from "./_components/respond-form";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("ReviewRespond"))("metaTitle"), "reviewRespond");
}

// The page a review invitation's mailed link opens, signed in or not: the article's title and the
// due date, and buttons that post the token. Opening the link changes nothing, so a mail scanner
// that follows it accepts nothing.
export default async function ReviewRespondPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token: raw } = await searchParams;
  const token = typeof raw === "string" ? raw : "";
  const invitation = token.length >= 20 && token.length <= 200 ? await invitationByToken(token) : null;
  const date = await getDateFormatter();
  return (
    <RespondForm
      token={invitation ? token : ""}
      invitation={invitation && { id: invitation.id, title: invitation.title, due: date.long(invitation.due_at), status: invitation.status }}
    />
  );
}
