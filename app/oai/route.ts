import type { NextRequest } from "next/server";
import { OAI_CONTENT_TYPE } from "@/lib/feeds/oai";
import { readBodyText } from "@/lib/http/route";
import { xmlResponse } from "@/lib/http/xml-response";
import { AppError } from "@/lib/errors";
import { answerOai } from "@/lib/server/oai";
import { isPublicReading } from "@/lib/auth/public-pages";

// GET, POST /oai: OAI-PMH 2.0 over the published articles, only while the site is public (else 404).
// A harvester may send the arguments in the query or as a form body; both are read as pairs, so a
// repeated argument is seen.
async function answer(pairs: () => Promise<[string, string][]>) {
  return xmlResponse(
    OAI_CONTENT_TYPE,
    async () => {
      if (!isPublicReading()) throw new AppError("NOT_FOUND");
      return answerOai(await pairs());
    },
    { shared: false },
  );
}

export const GET = (req: NextRequest) => answer(async () => [...req.nextUrl.searchParams]);
export const POST = (req: NextRequest) => answer(async () => [...new URLSearchParams(await readBodyText(req))]);
