import "server-only";
import { env } from "@/lib/env";

/** Where and as whom deposits are sent. */
type CrossrefSending = { url: string; loginId: string; password: string };

/** The Crossref configuration: the prefix and depositor (DOIs are assigned), and where deposits go (null: nothing is sent). */
export type CrossrefConfig = { prefix: string; depositorName: string; depositorEmail: string; send: CrossrefSending | null };

/** The configuration's Crossref settings; null without a DOI prefix and depositor (the schema checks they come together). */
export function crossrefConfig(): CrossrefConfig | null {
  const e = env();
  if (!e.DOI_PREFIX || !e.CROSSREF_DEPOSITOR_NAME || !e.CROSSREF_DEPOSITOR_EMAIL) return null;
  const send =
    e.CROSSREF_DEPOSIT_URL && e.CROSSREF_LOGIN_ID && e.CROSSREF_LOGIN_PASSWORD
      ? { url: e.CROSSREF_DEPOSIT_URL, loginId: e.CROSSREF_LOGIN_ID, password: e.CROSSREF_LOGIN_PASSWORD }
      : null;
  return { prefix: e.DOI_PREFIX, depositorName: e.CROSSREF_DEPOSITOR_NAME, depositorEmail: e.CROSSREF_DEPOSITOR_EMAIL, send };
}

/** Whether a DOI is under the configured prefix (only those are this publisher's to deposit). */
export const isOwnDoi = (doi: string | null, config: CrossrefConfig) => doi !== null && doi.toLowerCase().startsWith(`${config.prefix.toLowerCase()}/`);
