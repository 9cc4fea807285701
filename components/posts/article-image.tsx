"use client";

import { imageSrcSet } from "@/lib/files/variants";
import { DEFAULT_ARTICLE_IMAGE } from "@/lib/posts/image";
import { cn } from "@/lib/utils";

/**
 * An article image that falls back to the shipped default when it cannot be loaded. An uploaded
 * photo is offered at its resized widths (`srcset`, lib/files/variants.ts) for the `sizes` it is
 * shown at; `priority` is the page's largest image: loaded at once and first.
 */
export function ArticleImage({
  src,
  alt,
  className,
  priority = false,
  sizes = "100vw",
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const srcSet = imageSrcSet(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads need the member's cookie, which the image optimizer does not send
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("size-full object-cover", className)}
      onError={(e) => {
        const img = e.currentTarget;
        if (img.src.endsWith(DEFAULT_ARTICLE_IMAGE)) return;
        img.removeAttribute("srcset");
        img.src = DEFAULT_ARTICLE_IMAGE;
      }}
    />
  );
}
