import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

/** A `YYYY-MM-DD` deadline as a date of the reader's language (noon UTC: the same day in every zone we show). */
export function useDeadlineFormat() {
  const fmt = useDateFormatter();
  return (day: string) => fmt.medium(`${day}T12:00:00Z`);
}
