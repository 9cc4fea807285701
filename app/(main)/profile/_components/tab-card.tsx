import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * One settings tab of the profile as a card: its title and what it is for, an optional action at
 * the header's end, then the tab's content. `danger` marks the tab that removes the account.
 */
export function ProfileTabCard({
  title,
  description,
  action,
  danger = false,
  contentClassName,
  children,
}: {
  title: string;
  description: string;
  action?: React.ReactNode;
  danger?: boolean;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  const heading = (
    <>
      <CardTitle className={cn(danger && "text-destructive")}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <Card className={cn(danger && "border-destructive/40")}>
      {action ? (
        <CardHeader className="flex-row items-start justify-between gap-4">
          <div className="grid gap-1.5">{heading}</div>
          {action}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
