import { Award } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The head of a member's page (their researcher page, their own profile): a band of colour, then the avatar beside the details. */
export function PersonCard({ avatar, children }: { avatar: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="h-24 ltr:bg-gradient-to-r rtl:bg-gradient-to-l from-primary/70 to-sidebar" aria-hidden />
      <CardContent className="flex flex-col gap-4 pt-0 sm:flex-row sm:items-start">
        {avatar}
        {/* one column that may be narrower than its content (minmax(0, 1fr)): a long e-mail then truncates
            instead of widening the column past the card and pushing its chip out of sight */}
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:pt-4">{children}</div>
      </CardContent>
    </Card>
  );
}

/** The badge of a distinguished member, its rule in the hint. */
export function DistinguishedBadge({ label, hint }: { label: string; hint: string }) {
  return (
    <Badge variant="warning" title={hint} className="gap-1">
      <Award className="size-3.5" aria-hidden />
      {label}
    </Badge>
  );
}

/** One line of a member's facts under their name (affiliation, ORCID iD, join date …): an icon, then the fact. */
export function PersonFact({
  icon: Icon,
  className,
  children,
}: {
  icon: React.ComponentType<{ className?: string }>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <li className={cn("flex items-center gap-1.5", className)}>
      <Icon className="size-4 shrink-0" />
      {children}
    </li>
  );
}
