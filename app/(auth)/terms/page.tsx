import { pageMetadata } from "@/components/layout/page-title";
import { getTranslations } from "next-intl/server";
import { LegalPage } from "@/components/legal/legal-page";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("Legal"))("termsTitle"), "terms");
}
export default function TermsPage() {
  return <LegalPage kind="terms" />;
}
