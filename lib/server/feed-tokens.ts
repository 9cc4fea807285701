import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/session";
import { isHidden } from "@/lib/server/hidden";

// A member's private feed token opens the Atom feeds to a feed reader (which has no session) while
// the site is members-only. It is kept as issued, so the profile can show the addresses again:
// it opens only the published articles the member may read anyway. Revoking issues a new one, and
// the old one stops working at the next request; the token of a removed member, or of one a
// moderator hid, opens nothing.

const newToken = () => randomBytes(24).toString("base64url");

/** The member's token, issued on first ask (a read on every later visit of the profile, not a write). */
export async function getFeedToken({ actor }: { actor: Actor }): Promise<string> {
  const found = await db.feedToken.findUnique({ where: { userId: actor.id }, select: { token: true } });
  if (found) return found.token;
  try {
    return (await db.feedToken.create({ data: { userId: actor.id, token: newToken() } })).token;
  } catch (e) {
    // two first visits at once: the other one issued it
    if ((e as { code?: string }).code !== "P2002") throw e;
    return (await db.feedToken.findUniqueOrThrow({ where: { userId: actor.id } })).token;
  }
}

/** Revoke: the member's token is replaced by a new one. */
export async function renewFeedToken({ actor }: { actor: Actor }): Promise<string> {
  const token = newToken();
  await db.feedToken.upsert({ where: { userId: actor.id }, create: { userId: actor.id, token }, update: { token, createdAt: new Date() } });
  return token;
}

/** Whether `token` is a current token of a member who is still there and not hidden. */
export async function isFeedTokenValid(token: string | null): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await db.feedToken.findUnique({ where: { token }, select: { user: { select: { deletedAt: true, hiddenAt: true } } } });
  return !!row && row.user.deletedAt === null && !isHidden(row.user);
}
