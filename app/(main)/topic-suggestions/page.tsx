import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("topicSuggestions");

export default function Page() {
  return <SectionPlaceholder section="topicSuggestions" />;
}
