import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { requirePageUser } from "@/lib/session";
import { ExamsBoard } from "./_components/exams-board";

export const generateMetadata = () => sectionMetadata("prepExams");

// /prep-exams (spec §2 "Preparatory exams"): exam models to download, rate and filter.
export default async function PrepExamsPage() {
  await requirePageUser();
  const t = await getTranslations("PrepExams");
  return (
    <ClientMessages namespaces={["PrepExams"]}>
      <section className="mb-8 rounded-2xl border bg-card px-6 py-8 shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight first-letter:uppercase">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </section>
      <DataProviders>
        <ExamsBoard />
      </DataProviders>
    </ClientMessages>
  );
}
