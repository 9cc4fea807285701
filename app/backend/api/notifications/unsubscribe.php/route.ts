import { NextResponse, type NextRequest } from "next/server";
import { appOrigin } from "@/lib/http/origin";
import { legacyError, legacyJson } from "@/lib/http/route";
import { verifyUnsubscribe, type MailList } from "@/lib/server/mail";
import { turnOffEmailNotifications, turnOffWeeklyDigest } from "@/lib/server/profile";

const listOf = (req: NextRequest): MailList => (req.nextUrl.searchParams.get("list") === "digest" ? "digest" : "notifications");

const signed = (req: NextRequest) => {
  const u = req.nextUrl.searchParams.get("u") ?? "";
  const t = req.nextUrl.searchParams.get("t") ?? "";
  return u && t && verifyUnsubscribe(u, t, listOf(req)) ? u : null;
};

// POST /backend/api/notifications/unsubscribe.php?u=&t=[&list=digest]: RFC 8058 one-click, turns e-mail notifications (or only the weekly digest) off (signed link; a mail client, no session)
export async function POST(req: NextRequest) {
  const userId = signed(req);
  if (!userId) return legacyError("BAD_REQUEST", "Invalid unsubscribe link");
  if (listOf(req) === "digest") {
    await turnOffWeeklyDigest(userId);
    return legacyJson({ message: "Weekly digest turned off" });
  }
  await turnOffEmailNotifications(userId);
  return legacyJson({ message: "Email notifications turned off" });
}

// GET: opening the link never unsubscribes by itself (mail scanners follow links); it leads to the preferences
export function GET() {
  return NextResponse.redirect(new URL("/profile?tab=preferences", appOrigin()), 303);
}
