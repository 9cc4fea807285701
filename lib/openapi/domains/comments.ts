import { z } from "zod";
import { COMMENTS_API } from "@/lib/comments/types";
import { apiFolder, named, ok, zFormulas, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZCommentListQuery, ZCreateCommentInput, ZUpdateCommentInput } from "@/lib/schemas/comments";

export const ZComment = named(
  "Comment",
  z.strictObject({
    id: z.number().int(),
    article_id: z.number().int().describe("the id of the article's post: the page /article/{article_id} (a published submitted article has one too)"),
    parent_id: z.number().int().nullable().describe("null for a top-level comment; a reply names its top-level comment (one level deep)"),
    text: z.string().describe("plain text as written; clients show http(s) links as links and nothing else as markup"),
    formulas: zFormulas,
    author: z.string().describe("the author's name; 'عضو محذوف' for a removed member"),
    author_handle: z.string().nullable(),
    user_id: z.string(),
    created_at: zInstant(),
    edited: z.boolean(),
    hidden: z.boolean().describe("a moderator hid it: it keeps its place in the thread, with no text and no author"),
    can_edit: z.boolean().describe("the reader wrote it less than 15 minutes ago"),
    can_delete: z.boolean(),
  }),
);

const comments = apiFolder(COMMENTS_API);

export const commentsApi = {
  read: comments.get(
    "read.php",
    "user",
    "An article's comments and their replies, oldest first; a hidden one stays as a placeholder (hidden: true, no text, no author)",
    {
      query: ZCommentListQuery,
      responses: { 200: ok({ comments: z.array(ZComment) }) },
      errors: [404],
    },
  ),
  create: comments.post(
    "create.php",
    "user",
    "Comment on an article, or reply to a top-level comment (a reply to a reply: 400 REPLY_TOO_DEEP); each existing @handle named is notified once",
    { body: ZCreateCommentInput, responses: { 201: ok({ message: z.string(), comment: ZComment }) }, errors: [404, 429] },
  ),
  update: comments.put(
    "update.php",
    "user",
    "Edit one's own comment within 15 minutes of posting it (later: 409 EDIT_WINDOW_CLOSED); marks it edited; an edit counts in the comment budget, and a member the comment already notified is not notified again",
    {
      body: ZUpdateCommentInput,
      responses: { 200: ok({ message: z.string(), comment: ZComment }) },
      errors: [404, 409, 429],
    },
  ),
  delete: comments.deleteById("delete.php", "user", "Delete a comment (its author, or an admin: audited) with its replies"),
};

export const commentOperations: ApiOperation[] = [...Object.values(commentsApi)];
