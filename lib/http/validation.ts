import { createTranslator } from "next-intl";
import { env } from "@/lib/env";
import { formatsOf } from "@/lib/i18n/dates";
import en from "@/messages/en.json";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { VALIDATION_LIMITS } from "@/lib/schemas/limits";

export const JSON_BODY_LIMIT = 1024 * 1024;

const messages = en.Validation as Record<string, string>;
// a message whose number this side does not know (a file field's size) reads as written
const english = createTranslator({
  locale: "en",
  messages: { Validation: messages },
  namespace: "Validation",
  formats: formatsOf(),
  onError: () => {},
  getMessageFallback: ({ key }) => messages[key] ?? key,
});

/** English text of a validation message key (legacy clients read `error`), with the rule's limit. */
export function validationText(key: string): string {
  return key in messages ? english(key as never, VALIDATION_LIMITS[key] as never) : key;
}

/** The first issue of a zod error as `{ field: key }` pairs and one English sentence. */
export function describeZodError(error: z.ZodError) {
  const fieldErrors = fieldErrorsOf(error);
  const [field, key] = Object.entries(fieldErrors)[0] ?? ["_", "invalid"];
  const text = validationText(key);
  return { fieldErrors, message: field === "_" ? text : `${field}: ${text}` };
}

/**
 * A mutating request from another site is refused: browsers send Sec-Fetch-Site and Origin, so a
 * page elsewhere cannot use a member's cookie here. Tools that send neither are not browsers.
 * Same-site means the Origin names the host the request was sent to, or the public origin
 * (APP_URL, for a proxy in front that rewrites Host); X-Forwarded-Host is the client's to forge.
 */
export function isCrossSite(headers: Headers, publicOrigin: string | undefined = env().APP_URL): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  try {
    const from = new URL(origin).host;
    return from !== headers.get("host") && (!publicOrigin || from !== new URL(publicOrigin).host);
  } catch {
    return true;
  }
}
