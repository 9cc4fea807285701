import { getTranslations } from "next-intl/server";
import { LegalPage } from "@/components/legal/legal-page";

export async function generateMetadata() {
  return { title: (await getTranslations("Legal"))("privacyTitle") };
}
export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
