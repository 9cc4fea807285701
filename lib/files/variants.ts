// Resized copies of uploaded photos: their names and the `srcset` naming them. Kept apart from
// files.ts so the image component takes only these few lines into the page's script.

/** The widths an uploaded photo is kept at besides the original (WebP), made once at upload. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
const RESIZABLE = /^([a-f0-9]{32})\.(jpg|png|webp)$/;
const VARIANT = /^([a-f0-9]{32})-(jpg|png|webp)-w\d+\.webp$/;

/** Whether a stored image gets resized copies: photos (JPEG, PNG, WebP); a GIF may be animated and stays as it is. */
export const isResizable = (key: string) => RESIZABLE.test(key);
/** The key of a stored image's copy `width` pixels wide. */
export const variantKey = (key: string, width: number) => `${key.replace(".", "-")}-w${width}.webp`;
/** The original's key of a resized copy's key (null for any other key). */
export function originalOfVariant(key: string): string | null {
  const m = VARIANT.exec(key);
  return m ? `${m[1]}.${m[2]}` : null;
}

/**
 * The `srcset` of an uploaded photo's address (`/uploads/<key>`): its resized copies by width.
 * Undefined for anything else (a GIF, an external address, a shipped file). A photo uploaded before
 * copies were made still works: the server answers a missing copy with the original.
 */
export function imageSrcSet(src: string): string | undefined {
  const key = src.startsWith("/uploads/") ? src.slice("/uploads/".length) : "";
  if (!isResizable(key)) return undefined;
  return IMAGE_WIDTHS.map((w) => `/uploads/${variantKey(key, w)} ${w}w`).join(", ");
}
