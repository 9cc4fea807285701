// Without zod's runtime: the sign-in, sign-up and password pages import this on their first paint.
import type { z } from "zod";

/**
 * Each field's first message key of a failed parse, by its path ("_" for the input as a whole): the
 * `fields` of the API's 400 answers and the errors the forms show under their fields.
 */
export function fieldErrorsOf(error: Pick<z.ZodError, "issues">): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}
