import "server-only";
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { hasPostView } from "@/lib/server/post-rows";

// A member's first view of an article on a (UTC) day is a PostView row, and the database's triggers
// keep the article's viewCount (migration post_counts). Writing that row inside the request cost
// most of a signed-in get_single.php; here the request only queues it, and the queue is written
// right after, in batches (one statement for all the views that arrived meanwhile). The answer
// still counts every view this process knows of, its own included: the row's viewCount plus the
// views queued for the article, and a read of an article whose views are being written waits for
// that write, so the figure neither skips nor repeats one.

type View = { postId: number; userId: string; day: string };

const today = () => new Date().toISOString().slice(0, 10);
/** The most views one statement writes (three parameters each, far below SQLite's limit). */
const BATCH = 500;
/**
 * "post:member" keys of `day` this process has queued or found in the database. A PostView row is
 * only ever removed with its post or member, so a key seen here needs neither a check nor a write.
 */
const seen = { day: "", keys: new Set<string>() };
const SEEN_MAX = 200_000;

const queued = new Map<string, View>();
const queuedPerPost = new Map<number, number>();
/** The batch being written, the count of batches started, and the posts of the last RECENT of them. */
let writing: { posts: Set<number>; done: Promise<void> } | null = null;
let batches = 0;
const RECENT = 64;
const recent: Set<number>[] = []; // recent[n % RECENT]: the posts of batch n
let flushing: Promise<void> | null = null;

/** Writes views; a post or member removed meanwhile (or a row another process wrote) drops only its own view. */
async function write(views: View[]) {
  try {
    await db.postView.createMany({ data: views });
  } catch {
    for (const view of views) {
      try {
        await db.postView.createMany({ data: [view] });
      } catch (e) {
        const code = (e as { code?: string })?.code;
        if (code !== "P2002" && code !== "P2003") logger().error({ err: e, view }, "a view was not recorded");
      }
    }
  }
}

function flushSoon() {
  flushing ??= (async () => {
    await new Promise((resolve) => setImmediate(resolve)); // after the answer that queued it
    while (queued.size) {
      const views = [...queued.values()].slice(0, BATCH);
      for (const v of views) {
        queued.delete(`${v.postId}:${v.userId}:${v.day}`);
        const left = (queuedPerPost.get(v.postId) ?? 1) - 1;
        if (left) queuedPerPost.set(v.postId, left);
        else queuedPerPost.delete(v.postId);
      }
      const posts = new Set(views.map((v) => v.postId));
      recent[++batches % RECENT] = posts;
      writing = { posts, done: write(views) };
      await writing.done;
      writing = null;
    }
  })().finally(() => {
    flushing = null;
    if (queued.size) flushSoon();
  });
}

/** Whether a batch begun after batch `before` held views of one of the posts (more than RECENT since: assume so). */
function begunSince(before: number, postIds: number[]) {
  if (batches - before > RECENT) return true;
  for (let n = before + 1; n <= batches; n++) if (postIds.some((id) => recent[n % RECENT].has(id))) return true;
  return false;
}

const withQueued = <R extends { id: number; viewCount: number }>(row: R): R => ({ ...row, viewCount: row.viewCount + (queuedPerPost.get(row.id) ?? 0) });

/**
 * Reads posts so that their viewCount includes every view this process knows of: the row's count
 * plus the views queued, read again when a batch holding views of these posts was being written
 * meanwhile (whether the read saw that batch is unknown). `queue` runs after a clean read.
 */
async function readAround<T, R extends { id: number; viewCount: number }>(read: () => Promise<T>, rowsOf: (result: T) => R[], queue?: (result: T) => void) {
  for (;;) {
    const before = writing ? batches - 1 : batches; // a batch being written counts as begun meanwhile
    const result = await read();
    const rows = rowsOf(result);
    const ids = rows.map((r) => r.id);
    if (begunSince(before, ids)) {
      await writing?.done;
      continue;
    }
    queue?.(result);
    return { result, rows: rows.map(withQueued) };
  }
}

/** A read of posts (`rowsOf` finds them in its result) and the posts with the views not written yet counted. */
export function withQueuedViews<T, R extends { id: number; viewCount: number }>(read: () => Promise<T>, rowsOf: (result: T) => R[]) {
  return readAround(read, rowsOf);
}

/**
 * Reads an article (`read`), counting the member's view once a day, and answers it with its
 * viewCount including the views not written yet. Nothing is counted when `read` throws.
 */
export async function readCountingView<R extends { id: number; viewCount: number }>(postId: number, userId: string, read: () => Promise<R>): Promise<R> {
  const day = today();
  if (seen.day !== day || seen.keys.size >= SEEN_MAX) Object.assign(seen, { day, keys: new Set() });
  const key = `${postId}:${userId}`;
  const check = !seen.keys.has(key);
  const {
    rows: [row],
  } = await readAround(
    () => Promise.all([read(), check ? hasPostView(postId, userId, day) : false]),
    ([row]) => [row],
    ([, found]) => {
      if (!check || seen.keys.has(key) || seen.day !== day) return; // another request of the member's came first
      seen.keys.add(key);
      if (found) return;
      queued.set(`${key}:${day}`, { postId, userId, day });
      queuedPerPost.set(postId, (queuedPerPost.get(postId) ?? 0) + 1);
      flushSoon();
    },
  );
  return row;
}
