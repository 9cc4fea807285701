import type { MetadataRoute } from "next";
import { publicOrigin } from "@/lib/origin";

// The community is for members: crawlers may read the public entry pages, not the API or uploads.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await publicOrigin();
  return {
    rules: { userAgent: "*", allow: ["/login", "/signup", "/terms", "/privacy"], disallow: ["/backend/", "/api.php", "/uploads/", "/admin"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
