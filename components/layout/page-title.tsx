import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export type SectionKey =
  | "home"
  | "academicPartnership"
  | "qa"
  | "topicSuggestions"
  | "scientificEmbrace"
  | "eLibrary"
  | "prepExams"
  | "aboutUs"
  | "contactUs"
  | "profile"
  | "article"
  | "researchProjects";

export async function sectionMetadata(key: SectionKey): Promise<Metadata> {
  return { title: (await getTranslations("Pages"))(key) };
}

export async function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
    </header>
  );
}
