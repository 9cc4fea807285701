import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("aboutUs");

export default function Page() {
  return <SectionPlaceholder section="aboutUs" />;
}
