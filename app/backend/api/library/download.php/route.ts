import { serveDownload } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { libraryApi } from "@/lib/openapi/domains/learning";
import { downloadBook } from "@/lib/server/library";

// GET /backend/api/library/download.php?id= (also …/download.php/{file name}?id=): the document, ranges too (members)
export const GET = route(libraryApi.download, async ({ req, query, user }) => serveDownload(req, await downloadBook({ id: query.id, actor: user })));
export const HEAD = GET;
