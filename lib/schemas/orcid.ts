import { z } from "zod";
import { toAsciiDigits } from "@/lib/schemas/common";

// An ORCID iD is four groups of four characters, the last one a check character computed with
// ISO 7064 MOD 11-2 over the fifteen digits before it ("X" stands for 10). A typo in any one digit
// or a swap of two neighbours changes the check, so a wrong iD is refused rather than linked.

const ORCID_SHAPE = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/;

/** The check character of fifteen digits, as ORCID computes it. */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

/** The iD in its canonical form (`0000-0002-1825-0097`), from a bare iD or an orcid.org URL; null when it is not one. */
export function normalizeOrcid(input: string): string | null {
  const text = toAsciiDigits(input.trim())
    .replace(/^https?:\/\/(www\.)?orcid\.org\//i, "")
    .toUpperCase();
  const compact = /^\d{15}[\dX]$/.test(text) ? text.replace(/(.{4})(?=.)/g, "$1-") : text;
  const match = ORCID_SHAPE.exec(compact);
  if (!match) return null;
  const digits = compact.replace(/-/g, "");
  return orcidCheckCharacter(digits.slice(0, 15)) === digits[15] ? compact : null;
}

export const isValidOrcid = (input: string) => normalizeOrcid(input) !== null;

/** An ORCID iD field: canonical form on success, the `orcidInvalid` message key otherwise. */
export const zOrcid = z.string("required").transform((value, ctx) => {
  const orcid = normalizeOrcid(value);
  if (orcid) return orcid;
  ctx.addIssue({ code: "custom", message: "orcidInvalid" });
  return z.NEVER;
});
