import type { MetadataRoute } from "next";
import { isPublicReading } from "@/lib/auth/public-pages";
import { appOrigin } from "@/lib/http/origin";

// read at run time: APP_URL and PUBLIC_READING are the running server's, not the build machine's
export const dynamic = "force-dynamic";

// The community is for members: crawlers may read the public entry pages, not the API or uploads.
// A public site (PUBLIC_READING=1) also opens what it publishes, with the PDFs Scholar indexes
// (the other uploads still answer 401 signed out).
export default function robots(): MetadataRoute.Robots {
  const origin = appOrigin();
  const entry = ["/login", "/signup", "/terms", "/privacy"];
  const rules = isPublicReading()
    ? { userAgent: "*", allow: [...entry, "/article/", "/tags/", "/researchers/", "/qa-section/", "/uploads/"], disallow: ["/backend/", "/api.php", "/admin"] }
    : { userAgent: "*", allow: entry, disallow: ["/backend/", "/api.php", "/uploads/", "/admin"] };
  return { rules, sitemap: `${origin}/sitemap.xml` };
}
