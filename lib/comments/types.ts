// Client-safe JSON of the comments API (GET /backend/api/comments/read.php and its writes).
import type { Formulas } from "@/lib/math-text";

export type CommentJson = {
  id: number;
  /** the id of the article's post: the page /article/{article_id} */
  article_id: number;
  /** null for a top-level comment; a reply names its top-level comment */
  parent_id: number | null;
  text: string;
  /** its formulas ($…$, $$…$$) typeset on the server, by their source as typed; absent when it has none */
  formulas?: Formulas;
  author: string;
  /** the author's researcher page, or null for a removed member */
  author_handle: string | null;
  user_id: string;
  created_at: string;
  edited: boolean;
  /** the reader wrote it and the edit window is still open */
  can_edit: boolean;
  can_delete: boolean;
};
export type CommentListJson = { comments: CommentJson[] };

/** A member to @mention or to name as a co-author (GET /backend/api/researchers/search.php). */
export type MemberCandidateJson = {
  id: string;
  handle: string;
  name: string;
  image: string | null;
  /** as on their researcher page; null when they gave none */
  affiliation: string | null;
  /** canonical ORCID iD, or null */
  orcid: string | null;
};

export const COMMENTS_API = "/backend/api/comments";
export const COMMENTS_ENDPOINT = `${COMMENTS_API}/read.php`;
export const MEMBER_SEARCH_ENDPOINT = "/backend/api/researchers/search.php";

/** Where a comment is read: its article's page, at the comment. */
export const commentPath = (articleId: number, commentId: number) => `/article/${articleId}#comment-${commentId}`;
