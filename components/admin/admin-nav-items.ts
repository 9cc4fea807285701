import { LayoutDashboard, Users } from "lucide-react";
import { adminSectionHref } from "@/lib/admin-section-href";
import { ADMIN_SECTION_KEYS, ADMIN_SECTION_LIST } from "@/lib/admin-sections";

/** The section keys, in the nav's order (the accessibility test visits each). */
export const ADMIN_SECTIONS = ADMIN_SECTION_KEYS;

// labels are keys of the `Admin` namespace
export const ADMIN_NAV = [
  { href: "/admin", key: "dashboard", icon: LayoutDashboard },
  { href: "/admin/users", key: "users", icon: Users },
  ...ADMIN_SECTION_LIST.map((s) => ({ href: adminSectionHref(s.key), key: s.key, icon: s.icon })),
] as const;
