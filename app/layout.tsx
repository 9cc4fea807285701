import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AppToaster } from "@/components/layout/app-toaster";
import { ClientMessages } from "@/components/providers/client-messages";
import { directionOf, type Locale } from "@/lib/i18n/config";
import { getThemeOf } from "@/lib/server/profile";
import { getActor } from "@/lib/auth/session";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Common");
  return { title: { default: t("appName"), template: `%s | ${t("appName")}` }, description: t("tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = (await getLocale()) as Locale;
  // the member's stored theme, rendered on the server: no flash of the wrong one
  const theme = await getThemeOf((await getActor())?.id);
  return (
    <html lang={locale} dir={directionOf(locale)} className={theme === "dark" ? "dark" : undefined} style={{ colorScheme: theme }} suppressHydrationWarning>
      <head>
        {/* the interface script's regular and bold faces (body text; the headings a page's largest
            paint usually is), as links in the HTML itself: react-dom's preload() from this async
            layout reached the page only inside the RSC payload at the end, so the fonts were
            requested after the scripts; the other weight and script load when a page shows them */}
        {[400, 700].map((weight) => (
          <link
            key={weight}
            rel="preload"
            href={`/fonts/plex-${locale === "ar" ? "arabic" : "latin"}-${weight}-v1.woff2`}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
      </head>
      <body className="min-h-dvh font-sans antialiased">
        <ClientMessages root namespaces={[]}>
          {children}
          <AppToaster />
        </ClientMessages>
      </body>
    </html>
  );
}
