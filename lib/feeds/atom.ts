// An Atom 1.0 document of published articles. Pure: the server gathers the entries and the
// addresses (all absolute, from the app's configured origin), this writes them.
import { el, xmlDocument } from "@/lib/feeds/xml";

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

export type AtomEntry = {
  /** the article page's absolute address: the entry's id and its link */
  url: string;
  title: string;
  /** the title's language, when it is known to differ from the feed's */
  titleLang?: string;
  authors: string[];
  published: Date;
  updated: Date;
  /** plain text */
  summary: string;
  categories: { term: string; label: string }[];
};

export type AtomFeed = {
  title: string;
  /** the feed's own address without any token: its id, the same whoever reads it */
  id: string;
  /** the address it was read at (with a private token, the token too: a reader may re-subscribe there) */
  selfUrl: string;
  /** the page the feed follows */
  pageUrl: string;
  /** the feed's language (xml:lang on the root) */
  lang: string;
  /** a name for entries that name no author (Atom requires one) */
  fallbackAuthor: string;
  entries: AtomEntry[];
};

const stamp = (d: Date) => d.toISOString();

function entryXml(e: AtomEntry, fallbackAuthor: string) {
  const authors = e.authors.filter((a) => a.trim());
  return el(
    "entry",
    null,
    el("id", null, e.url),
    el("title", { type: "text", "xml:lang": e.titleLang }, e.title),
    el("link", { rel: "alternate", type: "text/html", href: e.url }),
    (authors.length ? authors : [fallbackAuthor]).map((name) => el("author", null, el("name", null, name))),
    el("published", null, stamp(e.published)),
    el("updated", null, stamp(e.updated)),
    e.summary ? el("summary", { type: "text" }, e.summary) : null,
    e.categories.map((c) => el("category", { term: c.term, label: c.label })),
  );
}

/** When a feed last changed: its newest entry's update (the epoch for an empty feed, so it never changes by itself). */
export const feedUpdated = (entries: AtomEntry[]) => entries.reduce((max, e) => (e.updated > max ? e.updated : max), new Date(0));

/** The feed's XML; its `updated` is `feedUpdated` of its entries. */
export function atomXml(feed: AtomFeed): string {
  const updated = feedUpdated(feed.entries);
  return xmlDocument(
    el(
      "feed",
      { xmlns: "http://www.w3.org/2005/Atom", "xml:lang": feed.lang },
      el("id", null, feed.id),
      el("title", { type: "text" }, feed.title),
      el("updated", null, stamp(updated)),
      el("link", { rel: "self", type: "application/atom+xml", href: feed.selfUrl }),
      el("link", { rel: "alternate", type: "text/html", href: feed.pageUrl }),
      el("author", null, el("name", null, feed.fallbackAuthor)),
      el("generator", null, feed.fallbackAuthor),
      feed.entries.map((e) => entryXml(e, feed.fallbackAuthor)),
    ),
  );
}
