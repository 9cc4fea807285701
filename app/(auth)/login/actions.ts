"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { safeReturnPath } from "@/lib/auth/return-path";
import { ZLoginInput } from "@/lib/schemas/auth";
import { signIn } from "@/lib/server/auth";

// `next`: the page the visitor asked for before signing in; only a same-site path is honoured.
const ZLoginWithReturn = ZLoginInput.extend({ next: z.string().max(2000).optional() });

export const loginAction = action({ auth: "public", schema: ZLoginWithReturn }, async ({ input }) => {
  await signIn({ input, headers: new Headers(await headers()) });
  return { next: safeReturnPath(input.next) ?? "/" };
});

export const adminLoginAction = action({ auth: "public", schema: ZLoginWithReturn }, async ({ input }) => {
  await signIn({ input, headers: new Headers(await headers()), adminOnly: true });
  return { next: safeReturnPath(input.next) ?? "/admin" };
});
