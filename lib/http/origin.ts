import "server-only";
import { env } from "@/lib/env";

/**
 * The public origin of every link the app sends (reset and notification mail, unsubscribe links,
 * robots.txt, the sitemap, Open Graph URLs): APP_URL, else http://localhost:$PORT. Never taken
 * from a request: its Host, Origin and X-Forwarded-* are the client's to choose, so a forged one
 * would put the attacker's host into a mail that carries a reset token.
 */
export function appOrigin(): string {
  const { APP_URL, PORT } = env();
  return APP_URL ? new URL(APP_URL).origin : `http://localhost:${PORT}`;
}
