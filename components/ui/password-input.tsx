"use client";

import { Eye, EyeOff } from "lucide-react";
import * as React from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * A password field with a show/hide button that has an accessible name. The button sits at the
 * input's own end: the wrapper takes the input's direction (passwords are typed LTR, also in the
 * Arabic UI), so the padding the text keeps free and the button are on the same side.
 */
export function PasswordInput({ showLabel, hideLabel, className, dir, ...props }: React.ComponentProps<"input"> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="relative" dir={dir}>
      <Input {...props} dir={dir} type={visible ? "text" : "password"} className={cn("pe-10", className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        data-testid="password-toggle"
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
      >
        {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
      </button>
    </div>
  );
}
