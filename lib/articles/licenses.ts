// The licences an article may carry: the ones research repositories offer, named by their SPDX
// identifiers (all rights reserved has none, so it keeps its own). One table that the form, the
// article page, the citations, OAI-PMH and the JSON-LD all read. Client-safe.

export const LICENSES = [
  "CC-BY-4.0",
  "CC-BY-SA-4.0",
  "CC-BY-NC-4.0",
  "CC-BY-NC-SA-4.0",
  "CC-BY-ND-4.0",
  "CC-BY-NC-ND-4.0",
  "CC0-1.0",
  "all-rights-reserved",
] as const;
export type License = (typeof LICENSES)[number];
export const DEFAULT_LICENSE: License = "CC-BY-4.0";

/** Where each licence is explained (its legal code's page); all rights reserved links nowhere. */
export const LICENSE_URLS: Record<License, string | null> = {
  "CC-BY-4.0": "https://creativecommons.org/licenses/by/4.0/",
  "CC-BY-SA-4.0": "https://creativecommons.org/licenses/by-sa/4.0/",
  "CC-BY-NC-4.0": "https://creativecommons.org/licenses/by-nc/4.0/",
  "CC-BY-NC-SA-4.0": "https://creativecommons.org/licenses/by-nc-sa/4.0/",
  "CC-BY-ND-4.0": "https://creativecommons.org/licenses/by-nd/4.0/",
  "CC-BY-NC-ND-4.0": "https://creativecommons.org/licenses/by-nc-nd/4.0/",
  "CC0-1.0": "https://creativecommons.org/publicdomain/zero/1.0/",
  "all-rights-reserved": null,
};

/** The message key of each licence's label (`licenses.<key>`): a dot in a key would nest it. */
export const LICENSE_KEYS = {
  "CC-BY-4.0": "CC-BY-4_0",
  "CC-BY-SA-4.0": "CC-BY-SA-4_0",
  "CC-BY-NC-4.0": "CC-BY-NC-4_0",
  "CC-BY-NC-SA-4.0": "CC-BY-NC-SA-4_0",
  "CC-BY-ND-4.0": "CC-BY-ND-4_0",
  "CC-BY-NC-ND-4.0": "CC-BY-NC-ND-4_0",
  "CC0-1.0": "CC0-1_0",
  "all-rights-reserved": "all-rights-reserved",
} as const satisfies Record<License, string>;

const BY_LOWER = new Map<string, License>(LICENSES.map((l) => [l.toLowerCase(), l]));

/** The licence a value names in any letter case (`cc-by-4.0` is `CC-BY-4.0`), or null. */
export const toLicense = (value: unknown): License | null => (typeof value === "string" ? (BY_LOWER.get(value.trim().toLowerCase()) ?? null) : null);

/** The rights statement of a licence as harvesters and reference managers read it: its address, or "All rights reserved". */
export const licenseRights = (license: License) => LICENSE_URLS[license] ?? "All rights reserved";
