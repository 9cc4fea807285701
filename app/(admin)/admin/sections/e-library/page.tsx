import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { LibraryAdmin } from "./_components/library-admin";

export const generateMetadata = adminSectionMetadata("e-library");
export default adminSection("e-library", () => <LibraryAdmin />);
