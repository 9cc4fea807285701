import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";

/** The public origin: APP_URL, else the one the request was sent to (behind a proxy too). */
export async function publicOrigin(): Promise<string> {
  const configured = env().APP_URL;
  if (configured) return new URL(configured).origin;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto")?.split(",")[0].trim() ?? "http";
  return `${proto}://${host}`;
}
