import * as React from "react";
import { cn } from "@/lib/utils";

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border bg-card">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}
export const TableHeader = (p: React.ComponentProps<"thead">) => <thead className="bg-muted/60" {...p} />;
export const TableBody = (p: React.ComponentProps<"tbody">) => <tbody className="divide-y" {...p} />;
export const TableRow = ({ className, ...p }: React.ComponentProps<"tr">) => <tr className={cn("hover:bg-muted/40", className)} {...p} />;
export const TableHead = ({ className, ...p }: React.ComponentProps<"th">) => (
  <th className={cn("h-11 px-4 text-start align-middle font-semibold text-muted-foreground", className)} {...p} />
);
export const TableCell = ({ className, ...p }: React.ComponentProps<"td">) => <td className={cn("px-4 py-3 align-middle", className)} {...p} />;
