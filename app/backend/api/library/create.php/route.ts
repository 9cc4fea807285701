import { BOOK_MAX_BYTES, COVER_MAX_BYTES } from "@/lib/learning/rules";
import { route } from "@/lib/http/route";
import { libraryApi } from "@/lib/openapi/domains/learning";
import { ZBookInput } from "@/lib/schemas/library";
import { createBook } from "@/lib/server/library";
import { readFieldsAndFiles } from "@/lib/http/fields-and-files";

// POST /backend/api/library/create.php: multipart {title,type,author,subject,year,category?,document,cover?} (admin)
export const POST = route(libraryApi.create, async ({ req, user, reply }) => {
  const { fields, files } = await readFieldsAndFiles(req, { limit: BOOK_MAX_BYTES + COVER_MAX_BYTES, files: ["document", "cover"] });
  const book = await createBook({ input: ZBookInput.parse(fields), document: files.document, cover: files.cover, actor: user });
  return reply({ message: "Book created", book }, 201);
});
