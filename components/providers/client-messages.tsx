import type { AbstractIntlMessages } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { MoreMessages } from "@/components/providers/more-messages";

// What every page's client components use (the toaster, the error screen, the language switcher).
export const ROOT_NAMESPACES = ["Common", "ErrorPage", "Language", "DatePreferences"];

async function pick(namespaces: readonly string[]) {
  const all: AbstractIntlMessages = await getMessages();
  return Object.fromEntries(namespaces.filter((n) => n in all).map((n) => [n, all[n]]));
}

/**
 * The messages the browser gets: only the namespaces the route's client components use, not the
 * whole catalogue (which would ride along in every page's HTML). The root layout gives
 * ROOT_NAMESPACES; a layout or page adds its own with `<ClientMessages namespaces={[…]}>` around
 * its client components (lib/i18n/client-namespaces.test.ts checks every route is covered).
 */
export async function ClientMessages({ namespaces, root, children }: { namespaces: readonly string[]; root?: boolean; children: React.ReactNode }) {
  if (root) return <NextIntlClientProvider messages={await pick([...ROOT_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>;
  return <MoreMessages messages={await pick(namespaces)}>{children}</MoreMessages>;
}
