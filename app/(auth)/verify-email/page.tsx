import { pageMetadata } from "@/components/layout/page-title";
import { getTranslations } from "next-intl/server";
import { VerifyEmailForm } from "./_components/verify-email-form";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("VerifyEmail"))("metaTitle"), "verifyEmail");
}

// The token arrives in the e-mailed link. It is used only when the member presses the button, so a
// mail scanner that merely opens the link does not spend it.
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return <VerifyEmailForm token={typeof token === "string" ? token : ""} />;
}
