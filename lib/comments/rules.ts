// Comments under an article: who may edit or delete one, and how a comment's plain text is read
// (its @mentions and its links). Pure and client-safe: the server, the page and the tests share it.

import { isAdminRole } from "@/lib/auth/role-names";

export const COMMENT_MAX = 2000;
/** An author may correct a comment this long after posting it; later it stays as it was read. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** At most this many members are notified by one comment (a longer list reads as spam). */
export const MENTION_MAX = 10;

type Who = { id: string; role: string };
type Written = { userId: string; createdAt: Date };

/** Only the author edits, and only within the window (the server decides with its own clock). */
export const canEditComment = (actor: Who, c: Written, now: Date) => c.userId === actor.id && now.getTime() - c.createdAt.getTime() < COMMENT_EDIT_WINDOW_MS;

/** The author deletes their own; an admin deletes any. */
export const canDeleteComment = (actor: Who, c: Pick<Written, "userId">) => c.userId === actor.id || isAdminRole(actor.role);

// `@handle` counts where it starts a word: not inside an e-mail address (`a@b.org`) or a link
// (`…/@name`). Handles are lower-case ASCII, 3 to 30 long (lib/users/handles.ts); what follows a
// longer run of handle characters is not a mention of its first 30.
const MENTION = /(?<![\p{L}\p{N}_.\/@-])@([A-Za-z0-9][A-Za-z0-9_-]{2,29})(?![A-Za-z0-9_-])/gu;

/** The distinct handles a text mentions, lower-cased, in the order they first appear. */
export function parseMentions(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(MENTION)) seen.add(m[1].toLowerCase());
  return [...seen];
}

// A link is an http(s) address up to the next space; punctuation that ends a sentence
// (`see https://x.org/a.`) or closes a bracket the link did not open stays text.
const LINK = /https?:\/\/[^\s<>"'`]+/giu;
const TRAILING = /[.,;:!?'"\u060C\u061B\u061F\u06D4…]+$/u;

function trimLink(raw: string): string {
  let link = raw.replace(TRAILING, "");
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["{", "}"],
  ]) {
    while (link.endsWith(close) && link.split(open).length < link.split(close).length) link = link.slice(0, -1).replace(TRAILING, "");
  }
  return link;
}

export type CommentSegment =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; host: string; hostHidden: boolean }
  | { kind: "mention"; text: string; handle: string };

// The host as typed: what a reader takes for the destination.
const TYPED_HOST = /^https?:\/\/([^/?#]*)/iu;

/**
 * A link as the browser will follow it, or null when it is no honest link: an address with a user
 * name or password (`https://bank.com@evil.org/`, `https://bank.com:x@evil.org/`) reads as one host
 * and leads to another, so it stays text. `host` is the real destination (look-alike letters in
 * their punycode form); `hostHidden` says the text does not show it as it is.
 */
function linkOf(text: string): Extract<CommentSegment, { kind: "link" }> | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.username || url.password) return null;
  const typed = TYPED_HOST.exec(text)?.[1].toLowerCase() ?? "";
  return { kind: "link", text, href: url.href, host: url.host, hostHidden: typed !== url.host };
}

/**
 * A comment's text as runs of plain text, links and mentions, for a renderer that builds elements
 * (never HTML) from them: whatever the member typed stays text.
 */
export function commentSegments(text: string): CommentSegment[] {
  const marks: { start: number; end: number; segment: CommentSegment }[] = [];
  for (const m of text.matchAll(LINK)) {
    const text = trimLink(m[0]);
    const link = linkOf(text);
    if (!link) continue;
    marks.push({ start: m.index, end: m.index + text.length, segment: link });
  }
  for (const m of text.matchAll(MENTION)) {
    if (marks.some((k) => m.index < k.end && m.index + m[0].length > k.start)) continue;
    marks.push({ start: m.index, end: m.index + m[0].length, segment: { kind: "mention", text: m[0], handle: m[1].toLowerCase() } });
  }
  marks.sort((a, b) => a.start - b.start);
  const out: CommentSegment[] = [];
  let at = 0;
  for (const k of marks) {
    if (k.start > at) out.push({ kind: "text", text: text.slice(at, k.start) });
    out.push(k.segment);
    at = k.end;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}
