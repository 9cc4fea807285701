import { Skeleton } from "@/components/ui/skeleton";

/** A skeleton of 4 cards while the articles load. */
export function PostSkeletons({ count = 4, label }: { count?: number; label?: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="post-skeletons" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border bg-card" data-testid="post-skeleton">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-11/12" />
            <Skeleton className="mt-2 h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
