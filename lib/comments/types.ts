// Client-safe JSON of the comments API (GET /backend/api/comments/read.php and its writes).
import type { z } from "zod";
import type { ZComment } from "@/lib/openapi/domains/comments";
import type { ZMemberCandidate } from "@/lib/openapi/domains/researchers";

export type CommentJson = z.output<typeof ZComment>;
export type CommentListJson = { comments: CommentJson[] };

/** A member to @mention or to name as a co-author (GET /backend/api/researchers/search.php). */
export type MemberCandidateJson = z.output<typeof ZMemberCandidate>;

export const COMMENTS_API = "/backend/api/comments";
export const COMMENTS_ENDPOINT = `${COMMENTS_API}/read.php`;
export const MEMBER_SEARCH_ENDPOINT = "/backend/api/researchers/search.php";

/** Where a comment is read: its article's page, at the comment. */
export const commentPath = (articleId: number, commentId: number) => `/article/${articleId}#comment-${commentId}`;
