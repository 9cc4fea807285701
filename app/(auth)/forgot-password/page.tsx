import { pageMetadata } from "@/components/layout/page-title";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("ForgotPassword"))("title"), "forgotPassword");
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
