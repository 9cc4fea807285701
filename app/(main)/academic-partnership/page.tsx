import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("academicPartnership");

export default function Page() {
  return <SectionPlaceholder section="academicPartnership" />;
}
