import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * A card of a page's side or sections (a researcher's work, a question's similar ones): a small
 * title, then its content, or the `empty` line while there is nothing to list.
 */
export function TitledCard({
  title,
  empty,
  contentClassName,
  children,
  ...props
}: { title: string; empty?: string | false; contentClassName?: string } & React.ComponentProps<typeof Card>) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}</CardContent>
    </Card>
  );
}
