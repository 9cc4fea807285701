import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { requirePageUser } from "@/lib/session";
import { TopicsBoard } from "./_components/topics-board";

export const generateMetadata = () => sectionMetadata("topicSuggestions");

export default async function TopicSuggestionsPage() {
  await requirePageUser();
  const t = await getTranslations("Topics");
  return (
    <ClientMessages namespaces={["Topics"]}>
      <section className="mb-8 overflow-hidden rounded-2xl bg-gradient-to-l from-primary to-primary/80 px-6 py-10 text-primary-foreground shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-3 max-w-2xl text-primary-foreground/90 md:text-lg">{t("heroBody")}</p>
      </section>
      <DataProviders>
        <TopicsBoard />
      </DataProviders>
    </ClientMessages>
  );
}
