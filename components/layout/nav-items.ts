import { BookOpen, FlaskConical, GraduationCap, Home, Info, Lightbulb, Mail, MessagesSquare, Presentation, Users } from "lucide-react";

// The nine main links, in a fixed order (plus the research projects page, beside the partnership
// it belongs to); labels are keys of the `Nav` namespace.
export const MAIN_NAV = [
  { href: "/", key: "home", icon: Home },
  { href: "/academic-partnership", key: "academicPartnership", icon: Users },
  { href: "/research-projects", key: "researchProjects", icon: FlaskConical },
  { href: "/qa-section", key: "qa", icon: MessagesSquare },
  { href: "/topic-suggestions", key: "topicSuggestions", icon: Lightbulb },
  { href: "/scientific-embrace", key: "scientificEmbrace", icon: Presentation },
  { href: "/e-library", key: "eLibrary", icon: BookOpen },
  { href: "/prep-exams", key: "prepExams", icon: GraduationCap },
  { href: "/about-us", key: "aboutUs", icon: Info },
  { href: "/contact-us", key: "contactUs", icon: Mail },
] as const;

export const isActivePath = (pathname: string, href: string) => (href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`));
