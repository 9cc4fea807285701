import type { AdminSectionKey } from "@/lib/admin-sections";

/**
 * An admin section's page. Its own module: a page that only links to a section (a member's
 * submission linking to its review) should not bring the registry's lines and icons to the browser.
 */
export const adminSectionHref = (key: AdminSectionKey) => `/admin/sections/${key}`;
