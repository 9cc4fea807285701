"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

export const DEFAULT_AVATAR = "/images/default-avatar.svg";

/** A profile image that falls back to the default one when missing or broken. */
export function Avatar({ src, alt, className }: { src?: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = React.useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={!src || failed ? DEFAULT_AVATAR : src}
      alt={alt}
      onError={() => setFailed(true)}
      className={cn("size-10 shrink-0 rounded-full bg-muted object-cover", className)}
    />
  );
}
