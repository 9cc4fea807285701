import type { Locale } from "@/lib/i18n/config";
import type messages from "./messages/en.json";

// next-intl checks every message key against the English catalogue (ar.json has the same keys: a
// unit test compares them), so `t("typo")` fails the type check instead of rendering the key.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
