import { legacyJson, route } from "@/lib/http/route";
import { ZBookListQuery } from "@/lib/schemas/library";
import { findBooks } from "@/lib/server/library";

// GET /backend/api/library/read.php: books and their categories; ?q=&category=&page=&limit= (members)
export const GET = route({ auth: "user", query: ZBookListQuery }, async ({ query, user }) => legacyJson(await findBooks({ query, actor: user })));
