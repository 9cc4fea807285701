import type { MemberCandidateJson } from "@/lib/comments/types";

// The submission form's co-author rows: a free-text name, or a member found by name or handle
// whose profile fills the row and whose id links the row to their researcher page.

/** Letters a name must have before members are looked up: one letter would match half the site. */
const MEMBER_SEARCH_MIN = 2;

/** What the picker searches for while a name is typed: the trimmed text, or "" while it is too short to narrow the members. */
export function memberSearchText(typed: string): string {
  const text = typed.trim();
  return [...text.replace(/^@/, "").trim()].length >= MEMBER_SEARCH_MIN ? text : "";
}

/** A co-author row as the form holds it. */
export type CoAuthorRow = { name: string; affiliation: string; orcid: string; user_id: string | null };

/**
 * The row once a member is picked: their name, and their affiliation and ORCID iD from their
 * profile; what they left blank keeps what the author had typed. The row is linked to them.
 */
export function coAuthorOf(member: MemberCandidateJson, row: CoAuthorRow): CoAuthorRow {
  return { name: member.name, affiliation: member.affiliation ?? row.affiliation, orcid: member.orcid ?? row.orcid, user_id: member.id };
}
