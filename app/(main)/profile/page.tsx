import { SectionPlaceholder, sectionMetadata } from "@/components/layout/section-placeholder";

export const generateMetadata = () => sectionMetadata("profile");

export default function Page() {
  return <SectionPlaceholder section="profile" />;
}
