import { getTranslations } from "next-intl/server";
import { VERIFY_NOTICE_ID, VerifyBanner } from "@/components/layout/verify-banner";

/** Above the article form of a member whose e-mail is not verified: a draft may be saved now, submitting waits for the link. */
export async function ArticleVerifyNotice({ email }: { email: string }) {
  const t = await getTranslations("ArticleEdit");
  const message = t.rich("unverified", { address: email, email: (chunks) => <bdi dir="ltr">{chunks}</bdi> });
  return <VerifyBanner email={email} message={message} id={VERIFY_NOTICE_ID} />;
}
