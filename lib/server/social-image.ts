import "server-only";
import type { SocialImage } from "@/lib/articles/scholarly";
import { IMAGE_MAX_BYTES } from "@/lib/files/files";
import { keyOf, openStored } from "@/lib/files/storage";
import { isResizable, variantKey } from "@/lib/files/variants";
import { appOrigin } from "@/lib/http/origin";
import { Lru } from "@/lib/lru";
import { logger } from "@/lib/logger";
import { resolveImage } from "@/lib/posts/image";

// The picture a shared link shows. Social sites render only raster images, and a large card
// (`summary_large_image`) needs at least 1200×630: an article's own photo when its widest resized
// copy is that large, else the card shipped in public/ (the default article picture, rendered once
// to PNG at exactly that size).

const CARD_MIN = { width: 1200, height: 630 } as const;
const DEFAULT_CARD = { path: "/images/article-card.png", width: 1200, height: 630, type: "image/png" } as const;
const WIDEST = 1280;

type Size = { width: number; height: number; type: string };

// stored names are random and never rewritten, so a size read once holds for the life of the process
const sizes = new Lru<string, Size | false>(2000);

/** The decoded size of a stored image (its resized copy, or the original served in its place); false when unreadable. */
async function storedSize(key: string): Promise<Size | false> {
  const cached = sizes.get(key);
  if (cached !== undefined) return cached;
  let size: Size | false = false;
  try {
    const file = await openStored(key);
    const stream = file && file.size <= IMAGE_MAX_BYTES ? await file.read() : null;
    if (file && stream) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const { default: sharp } = await import("sharp");
      const meta = await sharp(Buffer.concat(chunks), { limitInputPixels: 50_000_000 }).metadata();
      // the copies are already turned as the photo's EXIF says; an original served in their place that
      // a reader would turn on its side has no size a card can trust
      if (meta.width && meta.height && (meta.orientation ?? 1) < 5) size = { width: meta.width, height: meta.height, type: file.type };
    }
  } catch (e) {
    logger().warn({ err: e, key }, "the size of a stored image could not be read");
  }
  sizes.set(key, size);
  return size;
}

/** A post's social card: its uploaded photo's widest WebP copy when at least 1200×630, else the shipped PNG. */
export async function socialImageOf(post: { imageUrl: string | null; imagePath: string | null }): Promise<SocialImage> {
  const origin = appOrigin();
  const key = keyOf(resolveImage({ image_url: post.imageUrl, image_path: post.imagePath }));
  if (key && isResizable(key)) {
    const copy = variantKey(key, WIDEST);
    const size = await storedSize(copy);
    if (size && size.width >= CARD_MIN.width && size.height >= CARD_MIN.height) return { url: `${origin}/uploads/${copy}`, ...size };
  }
  return { url: `${origin}${DEFAULT_CARD.path}`, width: DEFAULT_CARD.width, height: DEFAULT_CARD.height, type: DEFAULT_CARD.type };
}
