// What a member follows, as the API and the screens see it (client-safe).

export const FOLLOW_TYPES = ["researcher", "tag"] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

export const FOLLOWS_API = "/backend/api/follows";
export const FOLLOW_CREATE_ENDPOINT = `${FOLLOWS_API}/create.php`;
export const FOLLOW_DELETE_ENDPOINT = `${FOLLOWS_API}/delete.php`;
export const FOLLOWS_READ_ENDPOINT = `${FOLLOWS_API}/read.php`;

/** One followed researcher (target: their handle) or tag (target: its slug), with what to show for it. */
export type FollowJson = { type: FollowType; target: string; label: string };
