import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("prepExams");

export default function Page() {
  return <SectionPlaceholder section="prepExams" />;
}
