import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { requirePageUser } from "@/lib/session";
import { LibraryBoard } from "./_components/library-board";

export const generateMetadata = () => sectionMetadata("eLibrary");

// /e-library (spec §2 "E-library"): books to search, filter by category and download.
export default async function ELibraryPage() {
  await requirePageUser();
  const t = await getTranslations("Library");
  return (
    <ClientMessages namespaces={["Library"]}>
      <section className="mb-8 rounded-2xl border bg-card px-6 py-8 shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </section>
      <DataProviders>
        <LibraryBoard />
      </DataProviders>
    </ClientMessages>
  );
}
