import { Inbox } from "lucide-react";
import { cn } from "@/lib/utils";

export function EmptyState({
  title,
  body,
  icon: Icon = Inbox,
  className,
  children,
}: {
  title: string;
  body?: string;
  icon?: React.ComponentType<{ className?: string }>;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-16 text-center", className)}>
      <Icon className="mb-4 size-12 text-muted-foreground/60" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {body && <p className="mt-2 max-w-md text-sm text-muted-foreground">{body}</p>}
      {children}
    </div>
  );
}
