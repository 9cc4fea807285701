import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/session";

/**
 * The one shell of an admin section page: the admin guard, the header from a message namespace's
 * `title` and `subtitle`, and `generateMetadata` for the tab title. A section page is then:
 *
 *   export const generateMetadata = adminSectionMetadata("AdminArticles");
 *   export default adminSection("AdminArticles", () => <ArticlesAdmin />);
 */
export function adminSectionMetadata(namespace: string) {
  return async () => ({ title: (await getTranslations(namespace))("title") });
}

export function adminSection(namespace: string, render: (actor: Actor) => React.ReactNode) {
  return async function AdminSectionPage() {
    const actor = await requirePageAdmin();
    const t = await getTranslations(namespace);
    return (
      <>
        <AdminPageHeader title={t("title")} subtitle={t.has("subtitle") ? t("subtitle") : undefined} />
        {render(actor)}
      </>
    );
  };
}
