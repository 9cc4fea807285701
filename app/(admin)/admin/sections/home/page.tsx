import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { ArticlesAdmin } from "./_components/articles-admin";

// /admin/sections/home: the home page's articles (the articles the home feed shows).
export const generateMetadata = adminSectionMetadata("home");
export default adminSection("home", () => <ArticlesAdmin />);
