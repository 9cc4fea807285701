import {
  BookOpen,
  ClipboardCheck,
  FileText,
  FolderKanban,
  GraduationCap,
  Inbox,
  Info,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Megaphone,
  MessagesSquare,
  Presentation,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { adminSectionHref } from "@/lib/admin-section-href";
import { ADMIN_SECTION_KEYS, ADMIN_SECTION_LIST, type AdminSectionKey } from "@/lib/admin-sections";

/** The section keys, in the nav's order (the accessibility test visits each). */
export const ADMIN_SECTIONS = ADMIN_SECTION_KEYS;

/** Each section's icon in the nav (the registry holds data only, so the domain never loads icons). */
const SECTION_ICONS: Record<AdminSectionKey, LucideIcon> = {
  queue: Inbox,
  submissions: ClipboardCheck,
  home: FileText,
  "academic-partnership": UsersRound,
  qa: MessagesSquare,
  "topic-suggestions": Lightbulb,
  "scientific-embrace": Presentation,
  "e-library": BookOpen,
  "prep-exams": GraduationCap,
  "research-projects": FolderKanban,
  "about-us": Info,
  "contact-us": Mail,
  "latest-updates": Megaphone,
};

// labels are keys of the `Admin` namespace
export const ADMIN_NAV = [
  { href: "/admin", key: "dashboard", icon: LayoutDashboard },
  { href: "/admin/users", key: "users", icon: Users },
  ...ADMIN_SECTION_LIST.map((s) => ({ href: adminSectionHref(s.key), key: s.key, icon: SECTION_ICONS[s.key] })),
] as const;
