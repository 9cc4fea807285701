import type { NextRequest } from "next/server";
import { ATOM_CONTENT_TYPE } from "@/lib/feeds/atom";
import { feedNameOf } from "@/lib/feeds/names";
import { xmlResponse } from "@/lib/http/xml-response";
import { isPublicReading } from "@/lib/auth/public-pages";
import { getArticlesFeed } from "@/lib/server/feeds";

// GET /feeds/researchers/{handle}.atom: what a member published (anyone when the site is public; else with a member's ?token=); 304 when the reader's copy is current
export async function GET(req: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  const token = req.nextUrl.searchParams.get("token");
  const handle = feedNameOf((await params).file)?.toLowerCase();
  return xmlResponse(ATOM_CONTENT_TYPE, () => getArticlesFeed({ scope: { kind: "researcher", handle: handle ?? "" }, token }), {
    shared: isPublicReading(),
    request: req,
    etagParts: [token ?? ""],
  });
}
