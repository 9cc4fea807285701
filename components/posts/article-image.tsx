"use client";

import { DEFAULT_ARTICLE_IMAGE } from "@/lib/posts/image";
import { cn } from "@/lib/utils";

/** An article image that falls back to the shipped default when it cannot be loaded. */
export function ArticleImage({ src, alt, className, priority = false }: { src: string; alt: string; className?: string; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads need the member's cookie, which the image optimizer does not send
    <img
      src={src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cn("size-full object-cover", className)}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(DEFAULT_ARTICLE_IMAGE)) e.currentTarget.src = DEFAULT_ARTICLE_IMAGE;
      }}
    />
  );
}
