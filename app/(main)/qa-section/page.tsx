import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { requirePageUser } from "@/lib/session";
import { QaBoard } from "./_components/qa-board";

export const generateMetadata = () => sectionMetadata("qa");

export default async function QaSectionPage() {
  await requirePageUser();
  const t = await getTranslations("QA");
  return (
    <ClientMessages namespaces={["QA"]}>
      <section className="mb-8 overflow-hidden rounded-2xl bg-gradient-to-l from-primary to-primary/80 px-6 py-10 text-primary-foreground shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-3 max-w-2xl text-primary-foreground/90 md:text-lg">{t("heroBody")}</p>
      </section>
      <DataProviders>
        <QaBoard />
      </DataProviders>
    </ClientMessages>
  );
}
