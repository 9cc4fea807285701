import { cn } from "@/lib/utils";

type Icon = React.ComponentType<{ className?: string }>;

/** One fact of a card's or a page's meta row: its icon and its text (an author, a date, a count). */
export type MetaFact = { icon: Icon; content: React.ReactNode; testId?: string };

/**
 * One fact: its icon, then its text. `large` for a row in small text (a page's header, an exam's
 * figures) rather than a card's extra-small.
 */
export function MetaItem({ icon: Icon, large = false, className, children, ...props }: { icon: Icon; large?: boolean } & React.ComponentProps<"span">) {
  return (
    <span className={cn("inline-flex items-center", large ? "gap-1.5" : "gap-1", className)} {...props}>
      <Icon className={large ? "size-4" : "size-3.5"} />
      {children}
    </span>
  );
}

/** A row of facts under a card's or a page's title, wrapping on narrow screens. */
export function MetaRow({ facts, large = false, className }: { facts: MetaFact[]; large?: boolean; className?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground", large ? "text-sm" : "text-xs", className)}>
      {facts.map(({ icon, content, testId }, i) => (
        <MetaItem key={i} icon={icon} large={large} data-testid={testId}>
          {content}
        </MetaItem>
      ))}
    </div>
  );
}
