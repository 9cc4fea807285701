import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      default: "bg-primary/10 text-primary",
      secondary: "bg-muted text-muted-foreground",
      success: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300",
      warning: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300",
      destructive: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({ className, variant, ...props }: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export type Tone = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

/**
 * A workflow status as a coloured badge: `tones` colours each known status, an unknown one shows
 * as `fallback`; `label` names it (the feature passes its translation).
 */
export function StatusBadge<S extends string>({
  status,
  tones,
  fallback,
  label,
  className,
}: {
  status: string;
  tones: Record<S, Tone>;
  fallback: NoInfer<S>;
  label: (status: NoInfer<S>) => string;
  className?: string;
}) {
  const key = Object.hasOwn(tones, status) ? (status as S) : fallback;
  return (
    <Badge variant={tones[key]} className={cn("whitespace-nowrap", className)}>
      {label(key)}
    </Badge>
  );
}
