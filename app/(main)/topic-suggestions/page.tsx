import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import type { TopicPage } from "@/lib/topics/types";
import { firstPage } from "@/lib/first-page";
import { ZTopicListQuery } from "@/lib/schemas/topics";
import { findTopics } from "@/lib/server/topics";
import { requirePageUser } from "@/lib/session";
import { TopicCardBody } from "@/components/topics/topic-card";
import { TopicsBoard } from "./_components/topics-board";
import { TOPIC_LIST } from "./_components/list";

export const generateMetadata = () => sectionMetadata("topicSuggestions");

export default async function TopicSuggestionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<TopicPage, "mine">(TOPIC_LIST, searchParams, (query) => findTopics({ query: ZTopicListQuery.parse(query), actor }));
  const t = await getTranslations("Topics");
  return (
    <ClientMessages namespaces={["Topics"]}>
      <section className="mb-8 overflow-hidden rounded-2xl bg-gradient-to-l from-primary to-primary/80 px-6 py-10 text-primary-foreground shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-3 max-w-2xl text-primary-foreground/90 md:text-lg">{t("heroBody")}</p>
      </section>
      <DataProviders>
        <TopicsBoard
          initial={initial}
          firstBodies={initial?.data.topics.map((topic) => (
            <TopicCardBody key={topic.id} topic={topic} />
          ))}
        />
      </DataProviders>
    </ClientMessages>
  );
}
