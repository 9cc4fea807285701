import "server-only";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { BOOK_KINDS } from "@/lib/files/files";
import { BOOK_MAX_BYTES, distinctCategories } from "@/lib/learning/rules";
import type { BookJson } from "@/lib/learning/types";
import type { EnglishNames } from "@/lib/learning/names";
import { assertAdmin } from "@/lib/auth/roles";
import type { TBookInput, TBookListQuery, TBookUpdate } from "@/lib/schemas/library";
import type { Actor } from "@/lib/auth/session";
import { countedDownload, countUses } from "@/lib/server/item-uses";
import { deleteLearningItem, documentColumns, saveLearningItem, updatedFields, type ItemFiles } from "@/lib/server/learning-files";
import { englishNames, saveEnglishName } from "@/lib/server/learning-names";
import { findPage } from "@/lib/server/paging";

// The e-library: books with a real document, an optional cover, and downloads counted once per
// member and day, so the figure shown is how many members took the book, not how many clicks.

export const BOOK_TEXT = {
  NO_FILE: "Please choose the book's document (PDF, DOC or DOCX).",
  WRONG_TYPE: "Only PDF, DOC or DOCX documents are accepted",
  NOT_FOUND: "Book not found",
} as const;

type BookRow = Pick<BookJson, "id" | "title" | "type" | "author" | "subject" | "year" | "category"> & { coverPath: string | null; fileName: string };

export const bookDownloadPath = (b: Pick<BookRow, "id" | "fileName">) => `/backend/api/library/download.php/${encodeURIComponent(b.fileName)}?id=${b.id}`;

function serializeBook(b: BookRow, downloads: number, names: EnglishNames): BookJson {
  return {
    id: b.id,
    title: b.title,
    type: b.type,
    author: b.author,
    subject: b.subject,
    year: b.year,
    category: b.category,
    category_en: names[b.category.trim()] ?? null,
    downloads,
    image_url: b.coverPath,
    download_url: bookDownloadPath(b),
  };
}

const keyOf = (b: Pick<BookRow, "title" | "type" | "author" | "subject" | "year" | "category">) =>
  indexedKeyOf(b.title, b.type, b.author, b.subject, b.year, b.category);

/** read.php: books newest first, with the categories the data has (for the chips). */
export async function findBooks({ query }: { query: TBookListQuery; actor: Actor }) {
  const where = query.category ? { category: query.category } : {};
  const [{ rows, paging }, cats] = await Promise.all([
    findPage({
      query,
      search: "Book",
      legacyAll: true,
      rows: (narrowing, window) => db.book.findMany({ where: { AND: [where, narrowing] }, ...window }),
      count: () => db.book.count({ where }),
    }),
    db.book.findMany({ distinct: ["category"], select: { category: true } }),
  ]);
  const categories = distinctCategories(cats.map((c) => c.category));
  const [downloads, names] = await Promise.all([
    countUses(
      "book",
      rows.map((r) => r.id),
    ),
    englishNames([...categories, ...rows.flatMap((r) => [r.type, r.category])]),
  ]);
  return {
    books: rows.map((r) => serializeBook(r, downloads.get(r.id) ?? 0, names)),
    categories,
    names,
    ...paging,
  };
}

async function getBookOrThrow(id: number) {
  const row = await db.book.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", BOOK_TEXT.NOT_FOUND);
  return row;
}

const BOOK_FILES: ItemFiles = {
  purpose: "book",
  document: { allowed: BOOK_KINDS, maxBytes: BOOK_MAX_BYTES, wrongType: BOOK_TEXT.WRONG_TYPE, wrongReason: "NOT_DOCUMENT" },
  fields: { document: "document", cover: "cover" },
};

async function serializeOne(row: BookRow & { id: number }) {
  const [downloads, names] = await Promise.all([countUses("book", [row.id]), englishNames([row.category])]);
  return serializeBook(row, downloads.get(row.id) ?? 0, names);
}

/** create.php: the details, the document (pdf/doc/docx by content) and an optional cover; 0 downloads. */
export async function createBook({ input, document, cover, actor }: { input: TBookInput; document: File | null; cover: File | null; actor: Actor }) {
  assertAdmin(actor);
  const { category_en, ...fields } = input;
  const data = { ...fields, category: fields.category || fields.subject };
  const row = await saveLearningItem({
    kind: BOOK_FILES,
    actor,
    files: { document, cover },
    required: BOOK_TEXT.NO_FILE,
    write: async (tx, { document: doc, cover: img }) => {
      await saveEnglishName(tx, data.category, category_en);
      return tx.book.create({
        data: {
          ...data,
          coverPath: img?.path ?? null,
          ...documentColumns(doc!),
          createdById: actor.id,
          searchKey: keyOf(data),
        },
      });
    },
    audit: (book, { document: doc }) => ({ action: "book.create", summary: `${book.title} (${doc!.name})` }),
  });
  return serializeOne(row);
}

/** update.php: any of the details, and optionally a new document or cover (the old files go). */
export async function updateBook({ input, document, cover, actor }: { input: TBookUpdate; document: File | null; cover: File | null; actor: Actor }) {
  assertAdmin(actor);
  const before = await getBookOrThrow(input.id);
  const next = updatedFields(before, input, ["title", "type", "author", "subject", "year", "category"]);
  const row = await saveLearningItem({
    kind: BOOK_FILES,
    actor,
    files: { document, cover },
    write: async (tx, { document: doc, cover: img }) => {
      await saveEnglishName(tx, next.category, input.category_en, before.category);
      return tx.book.update({
        where: { id: input.id },
        data: {
          ...next,
          ...(img ? { coverPath: img.path } : {}),
          ...(doc ? documentColumns(doc) : {}),
          searchKey: keyOf(next),
        },
      });
    },
    audit: (book) => ({ action: "book.update", summary: book.title }),
    replacing: { document: before.fileKey, cover: before.coverPath },
  });
  return serializeOne(row);
}

/** delete.php: the book, its download records, its document and its cover. */
export async function deleteBook({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const row = await getBookOrThrow(id);
  await deleteLearningItem({
    itemType: "book",
    id,
    summary: row.title,
    files: [row.fileKey, row.coverPath],
    auditBy: actor,
    remove: (tx) => tx.book.delete({ where: { id } }),
  });
}

/** download.php: the document's key and name; one download per member and day, whatever the clicks or ranges. */
export async function downloadBook({ id, actor }: { id: number; actor: Actor }) {
  const row = await getBookOrThrow(id);
  return countedDownload({ key: row.fileKey, name: row.fileName }, { itemType: "book", itemId: id, userId: actor.id });
}
