import { pageMetadata } from "@/components/layout/page-title";
import { getTranslations } from "next-intl/server";
import { ResetPasswordForm } from "./_components/reset-password-form";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("ResetPassword"))("metaTitle"), "resetPassword");
}

// The token arrives in the e-mailed link; it is checked only when the new password is sent.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return <ResetPasswordForm token={typeof token === "string" ? token : ""} />;
}
