import { cn } from "@/lib/utils";

/**
 * Manara's mark, decorative beside the name. A plain image: it is an SVG, which Next's image
 * optimizer passes through as it is, and next/image would only add its script to every page.
 */
export function Logo({ size, className, priority = false }: { size: number; className?: string; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img src="/images/logo.svg" alt="" width={size} height={size} className={cn("shrink-0", className)} fetchPriority={priority ? "high" : undefined} />
  );
}
