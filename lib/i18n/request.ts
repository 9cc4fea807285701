import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { env } from "@/lib/env";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from "@/lib/i18n/config";

// No locale in the URL: the NEXT_LOCALE cookie chooses, Arabic by default. The time zone reaches
// client components too (NextIntlClientProvider in app/layout.tsx inherits it).
export default getRequestConfig(async () => {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  return { locale, messages: (await import(`../../messages/${locale}.json`)).default, timeZone: env().APP_TIME_ZONE };
});
