import type { NextRequest } from "next/server";
import { ATOM_CONTENT_TYPE } from "@/lib/feeds/atom";
import { xmlResponse } from "@/lib/http/xml-response";
import { isPublicReading } from "@/lib/auth/public-pages";
import { getArticlesFeed } from "@/lib/server/feeds";

// GET /feeds/articles.atom: the newest published articles (anyone when the site is public; else with a member's ?token=); 304 when the reader's copy is current
export async function GET(req: NextRequest) {
  const token = req.nextUrl.searchParams.get("token");
  return xmlResponse(ATOM_CONTENT_TYPE, () => getArticlesFeed({ scope: { kind: "all" }, token }), {
    shared: isPublicReading(),
    request: req,
    etagParts: [token ?? ""],
  });
}
