import { useTranslations } from "next-intl";
import { FormSelect } from "@/components/forms/form-select";
import { CATEGORY_KEYS, CATEGORY_PALETTE, type ResolvedCategory } from "@/lib/posts/category";
import { cn } from "@/lib/utils";

/** The category tag with its palette; `hashtag` gives the article page's '#category'. */
export function CategoryTag({ category, hashtag = false, className }: { category: ResolvedCategory; hashtag?: boolean; className?: string }) {
  const t = useTranslations("Categories");
  const label = category.label ?? t(category.key);
  return (
    <span
      data-testid="category-tag"
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", CATEGORY_PALETTE[category.key], className)}
      dir="auto"
    >
      {hashtag ? `#${label.replace(/\s+/g, "_")}` : label}
    </span>
  );
}

/**
 * The category of the surrounding article form: "automatic" (from the keywords), one of the known
 * categories, or the article's own older name, kept so that saving does not change it.
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
