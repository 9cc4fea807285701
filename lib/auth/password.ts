import { readFileSync } from "node:fs";
import path from "node:path";
import { hash, verify } from "@node-rs/argon2";
import { z } from "zod";

// argon2id at OWASP's recommended parameters (better-auth's default scrypt is below them).
const ARGON = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);
export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password);

// ── the server's half of the new-password rule ───────────────────────────────────────────────
// The length rule is `zNewPassword` (lib/schemas/auth.ts), which the forms check in the browser
// too. The 10,000 most common passwords (lib/auth/common-passwords.txt, its source named in its first
// lines) stay on the server: this module is never part of a page's bundle (argon2 is native code),
// and a form shows this rule's message from the server's answer.

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(path.join(process.cwd(), "lib", "auth", "common-passwords.txt"), "utf8");
    common = new Set(text.split("\n").filter((line) => line !== "" && !line.startsWith("#")));
  }
  return common;
}

/** Whether `password` is one of the 10,000 most common (the list is lower case; so is the check). */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

export const ZUncommonPassword = z.string().refine((p) => !isCommonPassword(p), "passwordCommon");

/**
 * Refuses a common new password as a validation issue of `field` (400 with `fields` from an
 * endpoint, `fieldErrors` from a server action), like the shared schema's own issues.
 */
export function assertUncommonPassword(password: string, field: string) {
  z.object({ [field]: ZUncommonPassword }).parse({ [field]: password });
}
