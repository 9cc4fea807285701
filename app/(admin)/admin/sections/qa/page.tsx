import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { QaAdmin } from "./_components/qa-admin";

export const generateMetadata = adminSectionMetadata("qa");
export default adminSection("qa", () => <QaAdmin />);
