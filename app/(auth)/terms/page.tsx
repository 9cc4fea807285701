import { getTranslations } from "next-intl/server";
import { LegalPage } from "@/components/legal/legal-page";

export async function generateMetadata() {
  return { title: (await getTranslations("Legal"))("termsTitle") };
}
export default function TermsPage() {
  return <LegalPage kind="terms" />;
}
