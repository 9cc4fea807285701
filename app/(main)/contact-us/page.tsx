import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("contactUs");

export default function Page() {
  return <SectionPlaceholder section="contactUs" />;
}
