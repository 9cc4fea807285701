import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { requirePageUser } from "@/lib/session";

export type SectionKey = "home" | "academicPartnership" | "qa" | "topicSuggestions" | "scientificEmbrace" | "eLibrary" | "prepExams" | "aboutUs" | "contactUs" | "profile" | "article" | "researchProjects";

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

/** A section whose features arrive in a later issue: its title and an honest empty state. */
export async function SectionPlaceholder({ section }: { section: SectionKey }) {
  await requirePageUser();
  const [tp, tc] = await Promise.all([getTranslations("Pages"), getTranslations("Common")]);
  return (
    <>
      <PageTitle title={tp(section)} />
      <EmptyState title={tc("comingSoonTitle")} body={tc("comingSoonBody")} />
    </>
  );
}
