// What a member follows, as the API and the screens see it (client-safe).
import type { z } from "zod";
import type { ZFollow } from "@/lib/openapi/domains/follows";

export const FOLLOW_TYPES = ["researcher", "tag"] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

export const FOLLOWS_API = "/backend/api/follows";
export const FOLLOW_CREATE_ENDPOINT = `${FOLLOWS_API}/create.php`;
export const FOLLOW_DELETE_ENDPOINT = `${FOLLOWS_API}/delete.php`;

/** One followed researcher (target: their handle) or tag (target: its slug), with what to show for it. */
export type FollowJson = z.output<typeof ZFollow>;
