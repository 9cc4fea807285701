// Moving through a list of options by keyboard (a combobox's listbox): shared by every field that
// offers members as one types.

/**
 * The option an arrow key moves to in a list of `count`: -1 is "none highlighted" (the typed text
 * stays free), the first step goes to the first (down) or last (up) option, and it wraps at both ends.
 */
export function stepOption(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
