import { useTranslations } from "next-intl";
import { FormSelect } from "@/components/forms/form-select";
import { CATEGORY_KEYS, type ResolvedCategory } from "@/lib/posts/category";

/**
 * The category of the surrounding article form: "automatic" (from the keywords), one of the known
 * categories, or the article's own older name, kept so that saving does not change it. Not beside
 * the category tag, which every article card shows: this brings react-hook-form and Radix's Select.
 */
export function FormCategorySelect({ label, autoLabel, current }: { label: string; autoLabel: string; current: string }) {
  const t = useTranslations("Categories");
  const known: readonly string[] = [...CATEGORY_KEYS, "general"];
  const options = [
    { value: "", label: autoLabel },
    ...known.map((k) => ({ value: k, label: t(k as ResolvedCategory["key"]) })),
    ...(current && !known.includes(current) ? [{ value: current, label: current }] : []),
  ];
  return <FormSelect name="category" label={label} options={options} />;
}
