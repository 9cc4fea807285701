"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import type { ActionResult } from "@/lib/http/action";
import { ApiError } from "@/lib/client/api";
import { hasMessage, type MessageKey } from "@/lib/i18n/keys";
import { ERROR_LIMITS, VALIDATION_LIMITS } from "@/lib/schemas/limits";

type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;
const isActionFailure = (e: unknown): e is ActionFailure => typeof e === "object" && e !== null && (e as { ok?: unknown }).ok === false && "code" in e;

// Codes that say more than a screen's own fallback ("failed to save the article") would.
const SPECIFIC = new Set([
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "EMAIL_EXISTS",
  "TOO_LARGE",
  "UNSUPPORTED_TYPE",
  "RATE_LIMITED",
  "INVALID_CREDENTIALS",
  "CROSS_SITE",
]);

/** Whole minutes to wait (at least one), from a Retry-After in seconds; 15 when it is unknown. */
const minutesOf = (retryAfter?: number) => Math.max(1, Math.ceil((retryAfter ?? 15 * 60) / 60));

/**
 * Words a failed call for the reader (a JSON API error or a server action's failed result): a network failure, the server's finer `reason`, the field's
 * validation message or the code, in the page's language. English readers may see the server's own
 * English text (more precise than a screen's fallback); Arabic readers never see English.
 */
export function useErrorText() {
  const t = useTranslations("Errors");
  const tv = useTranslations("Validation");
  const locale = useLocale();
  return useCallback(
    (e: unknown, fallback: string): string => {
      // every Errors message gets the wait and the rules' limits; only the messages naming them use them
      const say = (key: MessageKey<typeof t>, retryAfter?: number) => t(key, { minutes: minutesOf(retryAfter), ...ERROR_LIMITS });
      if (isActionFailure(e)) {
        // a limit's own words (a write budget, wrong passwords) or the sign-in lock's, with the wait
        if (e.code === "RATE_LIMITED") return say(hasMessage(t, e.reason) ? e.reason : "RATE_LIMITED", e.retryAfter);
        if (hasMessage(t, e.reason)) return say(e.reason);
        if (e.code === "INTERNAL") return fallback;
        return hasMessage(t, e.code) ? say(e.code) : fallback;
      }
      if (!(e instanceof ApiError)) return fallback;
      if (e.status === 0) return say("NETWORK");
      if (e.code === "RATE_LIMITED") return say(hasMessage(t, e.reason) ? e.reason : "RATE_LIMITED", e.retryAfter);
      if (hasMessage(t, e.reason)) return say(e.reason);
      const fieldKey = e.fields ? Object.values(e.fields)[0] : undefined;
      if (hasMessage(tv, fieldKey)) return tv(fieldKey, VALIDATION_LIMITS[fieldKey]);
      if (locale === "en" && e.message) return e.message;
      if (e.code && SPECIFIC.has(e.code) && hasMessage(t, e.code)) return say(e.code, e.retryAfter);
      return fallback;
    },
    [t, tv, locale],
  );
}
