import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { auth } from "@/lib/auth/config";
import { sessionCache, sessionTokenOf } from "@/lib/auth/session-cache";
import { AppError } from "@/lib/errors";
import { noteMember } from "@/lib/request-context.mjs";
import { signInPathFor } from "@/lib/auth/return-path";
import { isAdminRole, type Role } from "@/lib/auth/role-names";
import { sessionVersion } from "@/lib/auth/session-version";
import { isPublicReading } from "@/lib/auth/public-pages";

/** The signed-in member as the domain layer sees it: never built from client input. */
export type Actor = { id: string; email: string; name: string; role: Role; image: string | null };

type Session = Awaited<ReturnType<ReturnType<typeof auth>["api"]["getSession"]>>;
const globalForSessions = globalThis as unknown as { sessions?: ReturnType<typeof sessionCache<NonNullable<Session>>> };
// one per process (a dev reload keeps it), like the Prisma client
const cachedSession = (globalForSessions.sessions ??= sessionCache<NonNullable<Session>>({ version: sessionVersion }));

/** The request's session: better-auth's lookup, kept per process while the session version stands (lib/auth/session-cache.ts). */
export const getSession = cache(async (): Promise<Session> => {
  const h = await headers();
  return cachedSession(sessionTokenOf(h.get("cookie")), () => auth(h).api.getSession({ headers: h }));
});

export const getActor = cache(async (): Promise<Actor | null> => {
  const session = await getSession();
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string };
  const role = (["user", "admin", "superadmin"].includes(u.role ?? "") ? u.role : "user") as Role;
  noteMember(u.id);
  return { id: u.id, email: u.email, name: u.name, role, image: u.image ?? null };
});

export async function requireUser(): Promise<Actor> {
  const actor = await getActor();
  if (!actor) throw new AppError("UNAUTHORIZED");
  return actor;
}

export async function requireAdmin(): Promise<Actor> {
  const actor = await requireUser();
  if (!isAdminRole(actor.role)) throw new AppError("FORBIDDEN");
  return actor;
}

// Page guards: anonymous → /login (admin pages: /admin/login) with the way back, a
// member on an admin page → /.
export async function requirePageUser(): Promise<Actor> {
  const actor = await getActor();
  if (!actor) redirect(signInPathFor((await headers()).get("x-return-path") ?? "/"));
  return actor;
}
/** A page that what the site publishes may show signed out: the member, or null for a visitor when PUBLIC_READING=1. */
export async function requirePageReader(): Promise<Actor | null> {
  const actor = await getActor();
  if (actor || isPublicReading()) return actor;
  return requirePageUser();
}
/** A visitor asked for something that is not public (a draft, a missing page): sign in first, as before. */
export async function signInFirst(): Promise<never> {
  redirect(signInPathFor((await headers()).get("x-return-path") ?? "/"));
}
export async function requirePageAdmin(): Promise<Actor> {
  const actor = await requirePageUser();
  if (!isAdminRole(actor.role)) redirect("/");
  return actor;
}
