// How a person's name is written wherever software reads it (citations, Highwire tags, JSON-LD, OAI):
// as its owner wrote it, on one line, without the titles before it or the degrees after it. One rule,
// so every output names an author the same way.

/** Line breaks and other control characters: a value never spans two lines. */
const BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/** The text on one line: each run of breaks one space, runs of spaces one space, trimmed. */
export const oneLine = (value: string) => value.replace(BREAKS, " ").replace(/\s+/g, " ").trim();

/**
 * Titles written before a name: Arabic (د.، أ.د.، أ.م.د.، م.، الدكتور، الأستاذ، المهندس …) and
 * English (Dr., Prof., Professor, Mr., Mrs., Ms., Eng.), with or without their dots.
 */
const HONORIFIC = new RegExp(
  [
    String.raw`^(?:[أاإ]\.\s*(?:م\.\s*)?د|[أاإ]\.\s*م|د|م|[أاإ])\.\s*`,
    String.raw`^د\s+`,
    String.raw`^(?:ال)?(?:دكتور|دكتورة|أستاذ|أستاذة|استاذ|استاذة|بروفيسور|بروفسور|مهندس|مهندسة)\s+`,
    String.raw`^(?:(?:assoc|asst)\.?\s*prof|dr|prof|professor|mr|mrs|ms)(?:\.\s*|\s+)`,
    String.raw`^eng\.\s*`,
  ].join("|"),
  "iu",
);
/** Degrees written after a name: ", PhD", "، دكتوراه". */
const DEGREE = /[,،]\s*(?:ph\.?\s?d\.?|m\.?d\.?|دكتوراه)\s*$/iu;

/** A name as it is cited: as its owner wrote it, without the titles before it or degrees after it. */
export function citedName(name: string): string {
  let rest = oneLine(name).replace(DEGREE, "");
  for (let m = HONORIFIC.exec(rest); m && m[0].length < rest.length; m = HONORIFIC.exec(rest)) rest = rest.slice(m[0].length).trim();
  return rest || oneLine(name);
}
