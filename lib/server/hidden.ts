import "server-only";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";

// Hiding: a moderator takes a reported item out of sight without deleting it (each kind's entry in
// lib/server/kinds.ts says what hiding it takes away). Every reportable kind has a `hiddenAt`
// column; its lists, counts and searches add `notHidden` to their filter (a search reads its rows
// through the list's filter, so it leaves hidden rows out on both engines), and its own page
// answers 404 to everyone but the admins. The row stays in the database.

/** The filter every list, count and search of a reportable kind adds. */
export const notHidden = { hiddenAt: null } as const;

/** Whether a moderator hid the row (gone for everyone, whoever asks: a member's page, a feed). */
export const isHidden = (row: { hiddenAt: Date | null }) => row.hiddenAt !== null;

/** A hidden row is "not found" for everyone but the admins. */
export const hiddenFrom = (actor: Actor | null, row: { hiddenAt: Date | null }) => isHidden(row) && !(actor !== null && isAdminRole(actor.role));
