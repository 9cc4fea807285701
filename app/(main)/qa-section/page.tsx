import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("qa");

export default function Page() {
  return <SectionPlaceholder section="qa" />;
}
