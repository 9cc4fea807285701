import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("Common");
  return {
    name: t("appName"),
    short_name: t("appName"),
    description: t("tagline"),
    start_url: "/",
    display: "standalone",
    dir: "auto",
    background_color: "#ffffff",
    theme_color: "#0e7490",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
