import type { MetadataRoute } from "next";
import { publicOrigin } from "@/lib/origin";

/** The public entry pages (everything else needs an account). */
export const PUBLIC_PAGES = ["/login", "/signup", "/terms", "/privacy"] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await publicOrigin();
  return PUBLIC_PAGES.map((path) => ({ url: `${origin}${path}`, changeFrequency: "monthly", priority: path === "/login" || path === "/signup" ? 1 : 0.3 }));
}
