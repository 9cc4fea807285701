import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { AppToaster } from "@/components/layout/app-toaster";
import { directionOf, type Locale } from "@/lib/i18n/config";
import { getThemeOf } from "@/lib/server/profile";
import { getActor } from "@/lib/session";
import { plexArabic } from "./fonts";
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
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={`${plexArabic.variable}${theme === "dark" ? " dark" : ""}`}
      style={{ colorScheme: theme }}
      suppressHydrationWarning
    >
      <body className="min-h-dvh font-sans antialiased">
        <NextIntlClientProvider>
          {children}
          <AppToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
