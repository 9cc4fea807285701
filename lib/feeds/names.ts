// The addresses of the feeds, for the pages that link them and the routes that answer them.
/** A member's feed addresses read with their private token (origin first). */
export function feedUrls(origin: string, { handle, token }: { handle: string | null; token: string | null }) {
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  return {
    articles: `${origin}/feeds/articles.atom${q}`,
    researcher: handle ? `${origin}/feeds/researchers/${encodeURIComponent(handle)}.atom${q}` : null,
  };
}

/** A tag's feed (slug as in /tags/{slug}); with a member's token while the site is members-only. */
export function tagFeedUrl(origin: string, slug: string, token: string | null) {
  return `${origin}/feeds/tags/${encodeURIComponent(slug)}.atom${token ? `?token=${encodeURIComponent(token)}` : ""}`;
}

/**
 * The name in a feed's last path segment ("{name}.atom"), decoded; null when it is not one. Next
 * may hand the segment over still percent-encoded: a slug never holds "%", so decoding is safe.
 */
export function feedNameOf(segment: string): string | null {
  let name = segment;
  if (name.includes("%")) {
    try {
      name = decodeURIComponent(name);
    } catch {
      return null;
    }
  }
  if (!name.endsWith(".atom")) return null;
  name = name.slice(0, -".atom".length).normalize("NFC");
  return name || null;
}
