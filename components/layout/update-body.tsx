import { cn } from "@/lib/utils";

/** An update as both its lists show it (the side panel `compact`, the admin's cards): category and date, title, summary, author. */
export function UpdateBody({
  update: u,
  iso,
  date,
  by,
  compact,
}: {
  update: { category: string; title: string; summary: string };
  iso: string;
  /** the date as the reader reads it */
  date: string;
  /** the author line */
  by: string;
  compact?: boolean;
}) {
  return (
    <>
      <div className={cn("flex items-center justify-between gap-2 text-xs text-muted-foreground", compact && "mb-1")}>
        <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary" dir="auto">
          {u.category}
        </span>
        <time dateTime={iso}>{date}</time>
      </div>
      <h3 className={cn("font-semibold", compact ? "text-sm leading-6" : "leading-7")} dir="auto">
        {u.title}
      </h3>
      <p className={cn("text-sm leading-6 text-muted-foreground", compact ? "mt-1" : "flex-1")} dir="auto">
        {u.summary}
      </p>
      <p className={cn("text-xs text-muted-foreground", compact && "mt-1")}>{by}</p>
    </>
  );
}
