import type { MetadataRoute } from "next";
import { appOrigin } from "@/lib/http/origin";

// read at run time: APP_URL is the running server's, not the build machine's
export const dynamic = "force-dynamic";

/** The public entry pages (everything else needs an account). */
export const PUBLIC_PAGES = ["/login", "/signup", "/terms", "/privacy"] as const;

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = appOrigin();
  return PUBLIC_PAGES.map((path) => ({ url: `${origin}${path}`, changeFrequency: "monthly", priority: path === "/login" || path === "/signup" ? 1 : 0.3 }));
}
