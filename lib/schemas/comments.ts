import { z } from "zod";
import { COMMENT_MAX } from "@/lib/comments/rules";
import { ZId, zLongText, zLine } from "@/lib/schemas/common";

// Comment inputs. Issue messages are keys of the `Validation` namespace.

/** GET comments/read.php?article_id=: the id of the article's post (the one /article/{id} shows). */
export const ZCommentListQuery = z.object({ article_id: ZId });

/** The composer's text: plain, multi-line, at most COMMENT_MAX characters. */
const zCommentText = zLongText(COMMENT_MAX);

/** A new comment, or a reply (`parent_id`) to a top-level comment of the same article. */
export const ZCreateCommentInput = z.object({ article_id: ZId, parent_id: ZId.nullish(), text: zCommentText });
export type TCreateCommentInput = z.infer<typeof ZCreateCommentInput>;

/** The composer's own fields (the article and the reply target come from the page). */
export const ZCommentTextInput = z.object({ text: zCommentText });
export type TCommentTextInput = z.infer<typeof ZCommentTextInput>;

export const ZUpdateCommentInput = z.object({ id: ZId, text: zCommentText });
export type TUpdateCommentInput = z.infer<typeof ZUpdateCommentInput>;

/** GET researchers/search.php?q=: members to @mention, by the start of their handle or a part of their name. */
export const ZMemberSearchQuery = z.object({ q: zLine().trim().max(60, "tooLong") });
