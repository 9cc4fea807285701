import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getActor } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from "@/lib/i18n/config";
import { formatsOf } from "@/lib/i18n/dates";
import { getDatePreferencesOf } from "@/lib/server/profile";

// next-intl's request configuration: the app's wiring, beside next.config.ts rather than in
// lib/i18n, since it reads the session and the member's stored preferences (the domain layer),
// which lib/i18n, below the domain, never imports.
//
// No locale in the URL: the NEXT_LOCALE cookie chooses, Arabic by default. The time zone reaches
// client components too (NextIntlClientProvider in app/layout.tsx inherits it).
//
// The member's calendar and digits ride along as the `DatePreferences` messages (the catalogues
// hold the defaults): messages are what next-intl hands to server and client components alike,
// so the one date and number formatter (lib/i18n/use-date-formatter.ts, dates-server.ts) reads the same
// preference on both sides and the browser repaints no date the server printed.
export default getRequestConfig(async () => {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  // outside a request (no session to ask) the defaults apply
  const [catalogue, actor] = await Promise.all([import(`../messages/${locale}.json`), getActor().catch(() => null)]);
  const messages = catalogue.default;
  const preferences = actor ? await getDatePreferencesOf(actor.id) : null;
  return {
    locale,
    messages: preferences ? { ...messages, DatePreferences: preferences } : messages,
    // the numbers inside messages (`{count, number, integer}`) in the same digits; the client
    // provider inherits the formats
    formats: formatsOf(preferences?.digits),
    timeZone: env().APP_TIME_ZONE,
  };
});
