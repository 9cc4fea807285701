import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("article");

export default function Page() {
  return <SectionPlaceholder section="article" />;
}
