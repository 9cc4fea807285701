import {
  BookOpen,
  FileText,
  GraduationCap,
  Info,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Megaphone,
  MessagesSquare,
  Presentation,
  Users,
  UsersRound,
} from "lucide-react";

// Spec §2: the twelve admin routes; labels are keys of the `Admin` namespace.
export const ADMIN_SECTIONS = [
  "home",
  "academic-partnership",
  "qa",
  "topic-suggestions",
  "scientific-embrace",
  "e-library",
  "prep-exams",
  "about-us",
  "contact-us",
  "latest-updates",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const SECTION_ICONS: Record<AdminSection, typeof Users> = {
  home: FileText,
  "academic-partnership": UsersRound,
  qa: MessagesSquare,
  "topic-suggestions": Lightbulb,
  "scientific-embrace": Presentation,
  "e-library": BookOpen,
  "prep-exams": GraduationCap,
  "about-us": Info,
  "contact-us": Mail,
  "latest-updates": Megaphone,
};

export const ADMIN_NAV = [
  { href: "/admin", key: "dashboard", icon: LayoutDashboard },
  { href: "/admin/users", key: "users", icon: Users },
  ...ADMIN_SECTIONS.map((s) => ({ href: `/admin/sections/${s}`, key: s, icon: SECTION_ICONS[s] })),
] as const;
