import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteBook } from "@/lib/server/library";

// DELETE /backend/api/library/delete.php: JSON {id}; removes its files too (admin)
export const DELETE = route({ auth: "admin", body: ZIdBody }, async ({ body, user }) => {
  await deleteBook({ id: body.id, actor: user });
  return legacyJson({ message: "Book deleted" });
});
