// An ISSN is eight characters, NNNN-NNNC: the last is a check digit over the first seven (weights
// 8 down to 2, modulo 11, where 10 is written X). Plain JavaScript: the configuration schema, read
// by the scripts without a build, checks it too.

/**
 * The ISSN in its canonical form (hyphenated, X in capitals), or null when it is not one: a wrong
 * length, a stray character or a check digit that does not match.
 * @param {string} value
 * @returns {string | null}
 */
export function canonicalIssn(value) {
  const compact = value.trim().replace(/[\s-]/g, "").toUpperCase();
  if (!/^\d{7}[\dX]$/.test(compact)) return null;
  const sum = [...compact.slice(0, 7)].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  if (compact[7] !== (check === 10 ? "X" : String(check))) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}
