// How a post's image reference becomes an address.
export const DEFAULT_ARTICLE_IMAGE = "/images/article-default.svg";

type ImageRef = string | { image_url?: string | null; image_path?: string | null } | null | undefined;

/**
 * An object with image_url uses it (else its image_path). A string starting with data: or http is
 * used as is; any other string becomes an address on this site (absolute on `origin` when given,
 * root-relative otherwise). Anything else is the default image shipped in public/.
 */
export function resolveImage(ref: ImageRef, origin?: string): string {
  if (ref && typeof ref === "object") return resolveImage(ref.image_url?.trim() ? ref.image_url : ref.image_path, origin);
  if (typeof ref !== "string" || ref.trim() === "") return DEFAULT_ARTICLE_IMAGE;
  const value = ref.trim();
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(value)) return value;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^(data|javascript|vbscript|blob|file):/i.test(value) || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) return DEFAULT_ARTICLE_IMAGE;
  const path = `/${value.replace(/^\/+/, "")}`;
  return origin ? new URL(path, origin).toString() : path;
}

/** What the server accepts as a typed image address: http(s), a site path, or an inline image. */
export function isAcceptableImageRef(value: string): boolean {
  const v = value.trim();
  if (v === "") return true;
  if (/^https?:\/\/[^\s]+$/i.test(v)) return true;
  if (/^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i.test(v)) return true;
  return /^\/?(?!\/)[\w\-./%]+$/.test(v) && !v.split("/").includes("..");
}
