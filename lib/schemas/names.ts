import { z } from "zod";
import { cleanLine } from "@/lib/schemas/common";

// A person's name (a member's, a co-author's) is what others read and search for, so it must show
// as what it is. It is NFKC-normalized (compatibility forms such as presentation-form Arabic or
// full-width Latin become the ordinary letters), every invisible or format character is removed
// (zero-width spaces and joiners, the word joiner, bidi marks and controls, the tag characters
// U+E0000–E007F, the Hangul fillers that render as nothing, the blank Braille cell), runs of spaces
// become one, and what is left must hold at least one letter: an empty-looking or punctuation-only
// name is refused (`nameNoLetter`).

const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800\u034F\u180B-\u180F\uFE00-\uFE0F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** A name as stored: one clean line, NFKC, no invisible or format characters, single spaces, trimmed. */
export function normalizePersonName(input: string): string {
  const visible = (s: string) => cleanLine(s).replace(INVISIBLE, "");
  return visible(visible(input).normalize("NFKC")).replace(/\s+/gu, " ").trim();
}

/** True when a (normalized) name holds at least one letter of any script. */
export const hasVisibleLetter = (name: string) => /\p{L}/u.test(name);

/** A required name, normalized, at most `max` characters, with a letter in it. */
export const zPersonName = (max: number, message = "required") =>
  z
    .string(message)
    .overwrite(normalizePersonName)
    // a blank name is missing (one issue), not also one without letters; no abort, so the rest
    // of a form (its other fields' checks, a password confirmation) is still checked
    .min(1, message)
    .max(max, "tooLong")
    .refine((v) => v === "" || hasVisibleLetter(v), "nameNoLetter");

/** An optional name: missing or blank stays "", anything else must have a letter in it. */
export const zOptionalPersonName = (max: number) =>
  z
    .string()
    .overwrite(normalizePersonName)
    .max(max, "tooLong")
    .refine((v) => v === "" || hasVisibleLetter(v), "nameNoLetter");
