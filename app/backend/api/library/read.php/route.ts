import { route } from "@/lib/http/route";
import { libraryApi } from "@/lib/openapi/domains/learning";
import { findBooks } from "@/lib/server/library";

// GET /backend/api/library/read.php: books and their categories; ?q=&category=&page=&limit= (members)
export const GET = route(libraryApi.read, async ({ query, user, reply }) => reply(await findBooks({ query, actor: user })));
