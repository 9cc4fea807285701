import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { SectionPage } from "@/components/layout/section-page";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import type { TopicPage } from "@/lib/topics/types";
import { firstPage } from "@/lib/lists/first-page";
import { ZTopicListQuery } from "@/lib/schemas/topics";
import { findTopics } from "@/lib/server/topics/suggestions";
import { requirePageUser } from "@/lib/auth/session";
import { TopicCardBody } from "@/components/topics/topic-card";
import { TopicsBoard } from "./_components/topics-board";
import { TOPIC_LIST } from "./_components/list";

export const generateMetadata = () => sectionMetadata("topicSuggestions");

export default async function TopicSuggestionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<TopicPage, "mine">(TOPIC_LIST, searchParams, (query) => findTopics({ query: ZTopicListQuery.parse(query), actor }));
  const t = await getTranslations("Topics");
  return (
    <SectionPage title={t("heroTitle")} subtitle={t("heroBody")} tone="hero" namespaces={["Topics"]} providers={DataProviders}>
      <TopicsBoard
        initial={initial}
        firstBodies={initial?.data.topics.map((topic) => (
          <TopicCardBody key={topic.id} topic={topic} />
        ))}
      />
    </SectionPage>
  );
}
