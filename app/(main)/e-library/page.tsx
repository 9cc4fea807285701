import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { SectionPage } from "@/components/layout/section-page";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/lists/first-page";
import { ZBookListQuery } from "@/lib/schemas/library";
import { findBooks } from "@/lib/server/library";
import { requirePageUser } from "@/lib/auth/session";
import { EAGER_CARDS } from "@/lib/lists/paged-list";
import { BookCard } from "./_components/book-card";
import { LibraryBoard } from "./_components/library-board";
import { BOOK_LIST, type BookPage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("eLibrary");

// /e-library: books to search, filter by category and download.
export default async function ELibraryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<BookPage, "category">(BOOK_LIST, searchParams, (query) => findBooks({ query: ZBookListQuery.parse(query), actor }));
  const t = await getTranslations("Library");
  return (
    <SectionPage title={t("title")} subtitle={t("subtitle")} namespaces={["Library"]} providers={DataProviders}>
      <LibraryBoard
        initial={initial}
        firstBodies={initial?.data.books.map((b, i) => (
          <BookCard key={b.id} book={b} names={initial.data.names} priority={i < EAGER_CARDS} />
        ))}
      />
    </SectionPage>
  );
}
