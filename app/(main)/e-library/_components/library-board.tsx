"use client";

import { useTranslations } from "next-intl";
import { CategoryBoard } from "@/components/lists/category-board";
import { emptyTexts, NoResults } from "@/components/lists/list-states";
import { EAGER_CARDS, type FirstPageProps } from "@/lib/lists/paged-list";
import { BookCard } from "./book-card";
import { BOOK_LIST, type BookPage } from "./list";

/** `firstBodies`: the server's BookCard of each of `initial`'s books (see CardGrid; a book card has no client part, so its body is the whole card). */
export function LibraryBoard({ initial, firstBodies }: FirstPageProps<BookPage>) {
  const t = useTranslations("Library");
  return (
    <CategoryBoard
      spec={BOOK_LIST}
      initial={initial}
      firstBodies={firstBodies}
      t={t}
      items={(p) => p.books}
      empty={(filtered) => <NoResults {...emptyTexts(t, filtered)} />}
      // a card lays its cover beside its text: as many columns as leave each card 20rem, never fewer than one
      columns="grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))]"
    >
      {(b, i, card, names) => card ?? <BookCard key={b.id} book={b} names={names} priority={i < EAGER_CARDS} />}
    </CategoryBoard>
  );
}
