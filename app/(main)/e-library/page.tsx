import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("eLibrary");

export default function Page() {
  return <SectionPlaceholder section="eLibrary" />;
}
