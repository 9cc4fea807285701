import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";

// The one-click answer of a mailed invitation: a token bound to one assignment. It is derived from
// the server's secret and a random salt kept on the assignment, so every reminder can carry the
// same link; the database keeps only its SHA-256, so a copy of the table answers nothing.

export const newTokenSalt = () => randomBytes(16).toString("base64url");

export const assignmentToken = (id: number, salt: string) => createHmac("sha256", authSecret()).update(`review-answer:${id}:${salt}`).digest("base64url");

export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");
