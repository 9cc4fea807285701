import type { useTranslations } from "next-intl";
import { labelOf } from "@/lib/i18n/keys";

// The e-library's and the exams' categories and a book's types are written by the admins in Arabic.
// Those the site ships with have a name in each language (messages `LearningNames`); any other reads
// as the admin wrote it.
const KEYS: Record<string, string> = {
  "منهجية البحث": "research_methods",
  الإحصاء: "statistics",
  التقنية: "technology",
  العلوم: "sciences",
  "الدراسات العليا": "graduate_studies",
  "اللغة الإنجليزية": "english",
  "إدارة الأعمال": "business",
  "القبول الجامعي": "admissions",
  كتاب: "book",
  مرجع: "reference",
  دليل: "guide",
};

/** A category's or a book type's name in the reader's language, or the admin's words when the site has none. */
export function learningName(t: ReturnType<typeof useTranslations<"LearningNames">>, value: string): string {
  const key = KEYS[value.trim()];
  return key ? labelOf(t, "names", key) : value;
}
