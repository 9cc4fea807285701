import { route } from "@/lib/http/route";
import { libraryApi } from "@/lib/openapi/domains/learning";
import { deleteBook } from "@/lib/server/library";

// DELETE /backend/api/library/delete.php: JSON {id}; removes its files too (admin)
export const DELETE = route(libraryApi.delete, async ({ body, user, reply }) => {
  await deleteBook({ id: body.id, actor: user });
  return reply({ message: "Book deleted" });
});
