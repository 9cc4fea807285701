import type { MetadataRoute } from "next";
import { appOrigin } from "@/lib/http/origin";
import { findSitemapEntries } from "@/lib/server/sitemap";

// read at run time: APP_URL and PUBLIC_READING are the running server's, not the build machine's
export const dynamic = "force-dynamic";

/** The entry pages, and with PUBLIC_READING=1 every page a signed-out reader may open. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = appOrigin();
  return (await findSitemapEntries()).map((e) => ({ url: `${origin}${e.path}`, lastModified: e.lastModified, priority: e.priority }));
}
