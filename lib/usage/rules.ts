import counterRobots from "./counter-robots.json";

// Usage counted as the COUNTER Code of Practice (release 5) counts it, so that an article's figures
// can be compared with any other publisher's: robots' requests are left out, a reader's repeated
// request within 30 seconds is one request, and a reader's requests within one clock hour are one
// unique request. Robots are those whose user agent matches a pattern of the COUNTER Robots list
// (counter-robots.json: COUNTER_Robots_list.json of github.com/atmire/COUNTER-Robots, MIT licence,
// commit 87325c9 of 2024-04-22), matched without regard to case as COUNTER asks; a request with no
// user agent at all is a machine's too. A reference manager fetching for its reader (Zotero,
// Mendeley) is not on the list, and counts, as it does at every other COUNTER publisher.

export const USAGE_KINDS = ["view", "download"] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** Two requests of one reader for one item closer than this are one request (COUNTER's double-click filter). */
export const DOUBLE_CLICK_MS = 30_000;

const ROBOT = new RegExp(counterRobots.map(({ pattern }) => `(?:${pattern})`).join("|"), "i");

/** Whether a request with this user agent is a robot's (and so is never counted). */
export function isRobot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim();
  return !ua || ROBOT.test(ua);
}
/** The start of the clock hour (UTC; an hour is the same hour in every zone but a few half-hour ones) holding `at`. */
export function hourStart(at: Date): Date {
  const start = new Date(at);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/** Whether a request at `at` repeats one at `previous` (the reader's last counted request of the item). */
export const isDoubleClick = (previous: Date | null | undefined, at: Date) => !!previous && at.getTime() - previous.getTime() < DOUBLE_CLICK_MS;
