import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { TopicsAdmin } from "./_components/topics-admin";

export const generateMetadata = adminSectionMetadata("topic-suggestions");
export default adminSection("topic-suggestions", () => <TopicsAdmin />);
