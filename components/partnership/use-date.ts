import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

/** Dates as spec §9 says (ar-EG in Arabic, en-GB in English), in the app's time zone. */
export function useDateFormat() {
  return useDateFormatter().medium;
}
