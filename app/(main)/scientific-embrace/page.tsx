import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("scientificEmbrace");

export default function Page() {
  return <SectionPlaceholder section="scientificEmbrace" />;
}
