import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("home");

export default function Page() {
  return <SectionPlaceholder section="home" />;
}
