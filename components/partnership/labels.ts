import { useTranslations, type Messages } from "next-intl";
import { DEFAULT_FIELD, DEFAULT_TYPE, FIELD_FILTERS } from "@/lib/partnership/rules";

// Fields and types are stored as the Arabic values of the spec; the interface names them per locale.
const FIELD_KEYS: Record<string, keyof Messages["Partnership"]["fieldNames"]> = {
  صحة: "health",
  "علم نفس": "psychology",
  هندسة: "engineering",
  بيئة: "environment",
  تعليم: "education",
  تكنولوجيا: "technology",
  [DEFAULT_FIELD]: "general",
};
export const TYPE_OPTIONS = [DEFAULT_TYPE, "مشروع بحثي", "دراسة مشتركة", "منحة بحثية", "ورقة علمية مشتركة"] as const;
const TYPE_KEYS: Record<string, keyof Messages["Partnership"]["typeNames"]> = {
  [DEFAULT_TYPE]: "collaboration",
  "مشروع بحثي": "project",
  "دراسة مشتركة": "study",
  "منحة بحثية": "grant",
  "ورقة علمية مشتركة": "paper",
};
export const FIELD_OPTIONS = [...FIELD_FILTERS, DEFAULT_FIELD] as const;

export function usePartnershipLabels() {
  const t = useTranslations("Partnership");
  return {
    field: (v: string) => (FIELD_KEYS[v] ? t(`fieldNames.${FIELD_KEYS[v]}`) : v),
    type: (v: string) => (TYPE_KEYS[v] ? t(`typeNames.${TYPE_KEYS[v]}`) : v),
  };
}
