import { NextResponse, type NextRequest } from "next/server";
import { appOrigin } from "@/lib/http/origin";
import { legacyError, legacyJson } from "@/lib/http/route";
import { verifyUnsubscribe } from "@/lib/server/mail";
import { turnOffEmailNotifications } from "@/lib/server/profile";

const signed = (req: NextRequest) => {
  const u = req.nextUrl.searchParams.get("u") ?? "";
  const t = req.nextUrl.searchParams.get("t") ?? "";
  return u && t && verifyUnsubscribe(u, t) ? u : null;
};

// POST /backend/api/notifications/unsubscribe.php?u=&t=: RFC 8058 one-click, turns e-mail notifications off (signed link; a mail client, no session)
export async function POST(req: NextRequest) {
  const userId = signed(req);
  if (!userId) return legacyError("BAD_REQUEST", "Invalid unsubscribe link");
  await turnOffEmailNotifications(userId);
  return legacyJson({ message: "Email notifications turned off" });
}

// GET: opening the link never unsubscribes by itself (mail scanners follow links); it leads to the preferences
export function GET() {
  return NextResponse.redirect(new URL("/profile?tab=preferences", appOrigin()), 303);
}
