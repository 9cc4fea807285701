import { BOOK_MAX_BYTES, COVER_MAX_BYTES } from "@/lib/learning/rules";
import { route } from "@/lib/http/route";
import { libraryApi } from "@/lib/openapi/domains/learning";
import { ZBookUpdate } from "@/lib/schemas/library";
import { updateBook } from "@/lib/server/library";
import { readFieldsAndFiles } from "@/lib/http/fields-and-files";

// PUT /backend/api/library/update.php: JSON {id,…}, or multipart with a new document or cover (admin)
export const PUT = route(libraryApi.update, async ({ req, user, reply }) => {
  const { fields, files } = await readFieldsAndFiles(req, { limit: BOOK_MAX_BYTES + COVER_MAX_BYTES, files: ["document", "cover"] });
  const book = await updateBook({ input: ZBookUpdate.parse(fields), document: files.document, cover: files.cover, actor: user });
  return reply({ message: "Book updated", book });
});
