import { isbot } from "isbot";

// Usage counted as the COUNTER Code of Practice (release 5) counts it, so that an article's figures
// can be compared with any other publisher's: robots' requests are left out, a reader's repeated
// request within 30 seconds is one request, and a reader's requests within one clock hour are one
// unique request. Robots are recognised by their user agent with `isbot` (npm), whose pattern is
// built from the maintained public crawler lists (monperrus/crawler-user-agents, Matomo's device
// detector, user-agents.net and others) that cover the COUNTER robots list's agents; a request with
// no user agent at all is a machine's too.

export const USAGE_KINDS = ["view", "download"] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** Two requests of one reader for one item closer than this are one request (COUNTER's double-click filter). */
export const DOUBLE_CLICK_MS = 30_000;

/** Whether a request with this user agent is a robot's (and so is never counted). */
export function isRobot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim();
  return !ua || isbot(ua);
}

/** The start of the clock hour (UTC; an hour is the same hour in every zone but a few half-hour ones) holding `at`. */
export function hourStart(at: Date): Date {
  const start = new Date(at);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/** Whether a request at `at` repeats one at `previous` (the reader's last counted request of the item). */
export const isDoubleClick = (previous: Date | null | undefined, at: Date) => !!previous && at.getTime() - previous.getTime() < DOUBLE_CLICK_MS;
