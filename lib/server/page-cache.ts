import "server-only";
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { Lru } from "@/lib/lru";
import { recordCachedView } from "@/lib/server/usage";
import { PAGE_CACHE_KEY, type CachedPage, type PageCacheStore } from "@/lib/page-cache.mjs";

// The signed-out pages' shared cache (PUBLIC_READING=1): the server wrapper (scripts/server.mjs)
// answers a signed-out reader from these rows, which every process and instance shares through the
// database. Each row keeps the versions its tags had before the page was rendered; database
// triggers (migration page_cache) raise a tag's version in the same transaction as every write
// that changes what its pages show, so a row is served only while nothing it shows has changed.

/**
 * A row is not served past this age whatever its tags say: the little a page shows that moves with
 * time alone (a voter's vote starts counting toward a researcher's reputation once the voter's
 * account is old enough) is never more than this late.
 */
export const PAGE_CACHE_MAX_AGE_MS = 10 * 60_000;

async function versionsOf(tags: readonly string[]): Promise<Record<string, number>> {
  const rows = await db.pageCacheTag.findMany({ where: { tag: { in: [...tags] } } });
  const versions: Record<string, number> = Object.fromEntries(tags.map((tag) => [tag, 0]));
  for (const row of rows) versions[row.tag] = row.version;
  return versions;
}

type Kept = { tags: string; storedAt: number; page: CachedPage };
const isFresh = (kept: Kept | null | undefined, versions: string): kept is Kept =>
  !!kept && kept.tags === versions && Date.now() - kept.storedAt < PAGE_CACHE_MAX_AGE_MS;

/**
 * The rows this process read or wrote last, so that a page asked again costs the one read of its
 * tags' versions: a copy is served under exactly the rule its row is (its tags' shared versions
 * unchanged since it was rendered), so it is never older than the row would be.
 */
const copies = new Lru<string, Kept>(200);

const store: PageCacheStore = {
  async lookup(key, tags) {
    const versions = await versionsOf(tags);
    const current = JSON.stringify(versions);
    const copy = copies.get(key);
    if (isFresh(copy, current)) return { page: copy.page, versions };
    const row = await db.pageCache.findUnique({ where: { key } });
    const kept = row && {
      tags: row.tags,
      storedAt: row.storedAt.getTime(),
      page: { headers: JSON.parse(row.headers) as Record<string, string>, nonce: row.nonce, body: Buffer.from(row.body) },
    };
    if (!isFresh(kept, current)) return { page: null, versions };
    copies.set(key, kept);
    return { page: kept.page, versions };
  },
  async store(key, versions, page) {
    const storedAt = new Date();
    const data = {
      tags: JSON.stringify(versions),
      headers: JSON.stringify(page.headers),
      nonce: page.nonce,
      body: new Uint8Array(page.body),
      storedAt,
    };
    await db.pageCache.upsert({ where: { key }, create: { key, ...data }, update: data });
    copies.set(key, { tags: data.tags, storedAt: storedAt.getTime(), page });
  },
  async viewed(pageId, headers) {
    const all = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) all.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    await recordCachedView({ pageId, headers: all });
  },
};

/** Deletes the rows too old to be served. */
export async function prunePageCache() {
  await db.pageCache.deleteMany({ where: { storedAt: { lt: new Date(Date.now() - PAGE_CACHE_MAX_AGE_MS) } } });
}

let pruning: ReturnType<typeof setInterval> | undefined;

/** Hands the store to the server wrapper of this process, and prunes it now and then (once per process). */
export function startPageCache() {
  (globalThis as Record<symbol, unknown>)[PAGE_CACHE_KEY] = store;
  if (pruning) return;
  pruning = setInterval(() => void prunePageCache().catch((err) => logger().error({ err }, "page cache prune failed")), PAGE_CACHE_MAX_AGE_MS);
  pruning.unref();
}
