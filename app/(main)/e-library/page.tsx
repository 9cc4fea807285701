import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { sectionMetadata } from "@/components/layout/page-title";
import { firstPage } from "@/lib/first-page";
import { ZBookListQuery } from "@/lib/schemas/library";
import { findBooks } from "@/lib/server/library";
import { requirePageUser } from "@/lib/session";
import { EAGER_CARDS } from "@/lib/paged-list";
import { BookCard } from "./_components/book-card";
import { LibraryBoard } from "./_components/library-board";
import { BOOK_LIST, type BookPage } from "./_components/list";

export const generateMetadata = () => sectionMetadata("eLibrary");

// /e-library (spec §2 "E-library"): books to search, filter by category and download.
export default async function ELibraryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageUser();
  const initial = await firstPage<BookPage, "category">(BOOK_LIST, searchParams, (query) => findBooks({ query: ZBookListQuery.parse(query), actor }));
  const t = await getTranslations("Library");
  return (
    <ClientMessages namespaces={["Library"]}>
      <section className="mb-8 rounded-2xl border bg-card px-6 py-8 shadow-sm md:px-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </section>
      <DataProviders>
        <LibraryBoard
          initial={initial}
          firstBodies={initial?.data.books.map((b, i) => (
            <BookCard key={b.id} book={b} priority={i < EAGER_CARDS} />
          ))}
        />
      </DataProviders>
    </ClientMessages>
  );
}
