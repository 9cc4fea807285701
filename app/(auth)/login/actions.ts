"use server";

import { headers } from "next/headers";
import { action } from "@/lib/action";
import { ZLoginInput } from "@/lib/schemas/auth";
import { signIn } from "@/lib/server/auth";

export const loginAction = action({ auth: "public", schema: ZLoginInput }, async ({ input }) => {
  await signIn({ input, headers: new Headers(await headers()) });
  return null;
});

export const adminLoginAction = action({ auth: "public", schema: ZLoginInput }, async ({ input }) => {
  await signIn({ input, headers: new Headers(await headers()), adminOnly: true });
  return null;
});
