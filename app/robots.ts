import type { MetadataRoute } from "next";
import { appOrigin } from "@/lib/http/origin";

// read at run time: APP_URL is the running server's, not the build machine's
export const dynamic = "force-dynamic";

// The community is for members: crawlers may read the public entry pages, not the API or uploads.
export default function robots(): MetadataRoute.Robots {
  const origin = appOrigin();
  return {
    rules: { userAgent: "*", allow: ["/login", "/signup", "/terms", "/privacy"], disallow: ["/backend/", "/api.php", "/uploads/", "/admin"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
