import { serveDownload } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { resourcesApi } from "@/lib/openapi/domains/learning";
import { openResource } from "@/lib/server/resources";

// GET /backend/api/resources/open.php?id=: counts a view (once per member and day), then 302 to the link or the document (members)
export const GET = route(resourcesApi.open, async ({ req, query, user }) => serveDownload(req, await openResource({ id: query.id, actor: user })));
export const HEAD = GET;
