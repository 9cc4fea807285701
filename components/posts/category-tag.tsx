import { useTranslations } from "next-intl";
import { CATEGORY_PALETTE, type ResolvedCategory } from "@/lib/posts/category";
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
