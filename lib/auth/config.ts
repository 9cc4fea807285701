import "server-only";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { nextCookies } from "better-auth/next-js";
import { db, isPostgresUrl } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import { appOrigin } from "@/lib/http/origin";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { PASSWORD_MIN } from "@/lib/schemas/limits";

/**
 * Whether the request came over https: scripts/server.mjs sets `x-manara-proto` from the socket,
 * or (with TRUSTED_PROXIES) from the trusted proxy's X-Forwarded-Proto; a client cannot set it.
 */
export function isSecureRequest(headers: Headers | null | undefined): boolean {
  return headers?.get("x-manara-proto") === "https";
}

function createAuth(secure: boolean) {
  const config = env();
  return betterAuth({
    appName: "Manara",
    // the one public origin (APP_URL, else http://localhost:$PORT), never the request's Host. Its
    // endpoints are called through auth.api.* (no Request), so better-auth's own origin check does
    // not apply; lib/http/validation.ts isCrossSite guards every mutating request instead, for any host name
    // the server is reached by.
    baseURL: appOrigin(),
    secret: authSecret(),
    database: prismaAdapter(db, { provider: isPostgresUrl(config.DATABASE_URL) ? "postgresql" : "sqlite" }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 256,
      autoSignIn: false, // spec: registration leads to /login
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "user", required: false },
        username: { type: "string", required: false },
        phone: { type: "string", required: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Every sign-in goes through lib/server/auth.ts (its own database rate limit); the HTTP
    // handler of better-auth is not mounted, so its in-memory limiter is not needed.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "manara",
      // the cookie keeps one name; it is Secure when the request came over https (one instance
      // each way, chosen per request by auth(headers)), so plain-http localhost keeps working
      useSecureCookies: false,
      defaultCookieAttributes: { secure },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [nextCookies()],
  });
}

type Auth = ReturnType<typeof createAuth>;
const globalForAuth = globalThis as unknown as { authHttp?: Auth; authHttps?: Auth };
/** better-auth for this request: its cookies are Secure when the request came over https. */
export function auth(headers?: Headers | null): Auth {
  return isSecureRequest(headers) ? (globalForAuth.authHttps ??= createAuth(true)) : (globalForAuth.authHttp ??= createAuth(false));
}
