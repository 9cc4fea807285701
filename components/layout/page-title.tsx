import type { Metadata } from "next";
import type { Messages } from "next-intl";
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

/** A page's title and its meta description (PageDescriptions in messages: one per page, both languages). */
export async function pageMetadata(title: string, description: keyof Messages["PageDescriptions"]): Promise<Metadata> {
  return { title, description: (await getTranslations("PageDescriptions"))(description) };
}

export async function sectionMetadata(key: Exclude<SectionKey, "article">): Promise<Metadata> {
  return pageMetadata((await getTranslations("Pages"))(key), key);
}

export async function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
    </header>
  );
}
