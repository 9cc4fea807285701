import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ADMIN_SECTION_KEYS, adminSectionOf, type AdminSectionKey } from "@/lib/admin-sections";
import { requirePageAdmin } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/session";
import { hasMessage, type TitledNamespace } from "@/lib/i18n/keys";

/** A registered section (its key), or a page outside the registry named by its namespace. */
type AdminPage = AdminSectionKey | "AdminUsers" | "Audit";

const namespaceOf = (page: AdminPage): TitledNamespace =>
  (ADMIN_SECTION_KEYS as readonly string[]).includes(page) ? adminSectionOf(page as AdminSectionKey).ns : (page as Exclude<AdminPage, AdminSectionKey>);

/**
 * The one shell of an admin section page: the admin guard, the header from a message namespace's
 * `title` and `subtitle`, and `generateMetadata` for the tab title. A section page is then:
 *
 *   export const generateMetadata = adminSectionMetadata("e-library");
 *   export default adminSection("e-library", () => <LibraryAdmin />);
 */
export function adminSectionMetadata(section: AdminPage) {
  return async () => ({ title: (await getTranslations(namespaceOf(section)))("title") });
}

export function adminSection(section: AdminPage, render: (actor: Actor) => React.ReactNode) {
  return async function AdminSectionPage() {
    const actor = await requirePageAdmin();
    const t = await getTranslations(namespaceOf(section));
    return (
      <>
        <AdminPageHeader title={t("title")} subtitle={hasMessage(t, "subtitle") ? t("subtitle") : undefined} />
        {render(actor)}
      </>
    );
  };
}
