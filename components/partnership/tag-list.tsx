import { useTranslations } from "next-intl";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { visibleTags } from "@/lib/partnership/rules";

/** At most three tags on a card, then '+N'. */
export function TagList({ tags, all = false }: { tags: string[]; all?: boolean }) {
  const t = useTranslations("Partnership.form");
  const format = useDateFormatter();
  const { shown, more } = all ? { shown: tags, more: 0 } : visibleTags(tags);
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("tags")}>
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs text-muted-foreground">
          <bdi>#{tag}</bdi>
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
          <bdi dir="ltr">+{format.number(more)}</bdi>
        </li>
      )}
    </ul>
  );
}
