import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { getAbout } from "@/lib/server/about";
import { AboutEditor } from "./_components/about-editor";

// About Us management: mission, team members, values, Save Changes.
export const generateMetadata = adminSectionMetadata("about-us");
export default adminSection("about-us", async () => <AboutEditor initial={await getAbout()} />);
