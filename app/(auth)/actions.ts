"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signOut } from "@/lib/server/auth";

// Signing out, beside the sign-in pages it leads back to (the member and admin shells call it).

/** Ends the server session, then goes to the member or admin sign-in page. */
export async function logoutAction(to: "/login" | "/admin/login" = "/login") {
  await signOut({ headers: new Headers(await headers()) });
  redirect(to === "/admin/login" ? "/admin/login" : "/login");
}
