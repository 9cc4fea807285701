import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { LibraryAdmin } from "./_components/library-admin";

// /admin/sections/e-library (spec §2 "E-library management")
export const generateMetadata = adminSectionMetadata("e-library");
export default adminSection("e-library", () => <LibraryAdmin />);
