import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

/** Dates in the reader's language (ar-EG in Arabic, en-GB in English), in the app's time zone. */
export function useDateFormat() {
  return useDateFormatter().medium;
}
