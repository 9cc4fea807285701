import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { ProjectsAdmin } from "./_components/projects-admin";

export const generateMetadata = adminSectionMetadata("research-projects");
export default adminSection("research-projects", () => <ProjectsAdmin />);
