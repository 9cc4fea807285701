import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { hasMessage } from "@/lib/i18n/keys";
import { VALIDATION_LIMITS } from "@/lib/schemas/limits";

/**
 * The words of a field's error: its `Validation` key with the placeholders' `values` (a file's
 * `{mb}`; a rule's own limit otherwise), or "invalid" for a key the catalogue lacks. Every form shows its errors through it.
 */
export function useFieldText() {
  const tv = useTranslations("Validation");
  return useCallback(
    (key?: string, values?: Record<string, number>) =>
      !key ? undefined : hasMessage(tv, key) ? tv(key, { ...VALIDATION_LIMITS[key], ...values }) : tv("invalid"),
    [tv],
  );
}
