import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

export async function generateMetadata() {
  return { title: (await getTranslations("ForgotPassword"))("title") };
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
