import { z } from "zod";
import { named, ok, okMessage, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZPostIdQuery, ZPostInput, ZPostListQuery, ZPostUpdateInput } from "@/lib/schemas/posts";
import { zUpload } from "@/lib/openapi/registry";

const POSTS = "/backend/api/posts";
const tag = "posts";

/** An article in the legacy field names. */
export const ZLegacyPost = named(
  "LegacyPost",
  z.object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    content: z.string(),
    full_content: z.string(),
    keywords: z.string(),
    image_url: z.string().nullable(),
    image_path: z.string().nullable(),
    category: z.string(),
    read_time: z.number().int(),
    views: z.number().int(),
    likes: z.number().int(),
    created_at: zInstant(),
  }),
);

export const postOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${POSTS}/read.php`,
    tag,
    summary: "Articles newest first; every row without paging parameters",
    auth: "user",
    query: ZPostListQuery,
    responses: {
      200: ok({ posts: z.array(ZLegacyPost), total: z.number().int().optional(), next_cursor: z.number().int().nullable().optional() }),
    },
  },
  {
    method: "get",
    path: `${POSTS}/get_single.php`,
    tag,
    summary: "One article; counts the caller's view",
    auth: "user",
    query: ZPostIdQuery,
    responses: { 200: ok({ post: ZLegacyPost }) },
    errors: [404],
  },
  {
    method: "post",
    path: `${POSTS}/upload_image.php`,
    tag,
    summary: "Upload an article image (JPEG/PNG/GIF/WebP by content, ≤ 5 MB)",
    auth: "admin",
    form: z.object({ image: zUpload() }),
    responses: { 200: ok({ image_path: z.string() }) },
  },
  {
    method: "post",
    path: `${POSTS}/create.php`,
    tag,
    summary: "Publish an article",
    auth: "admin",
    body: ZPostInput,
    responses: { 201: ok({ message: z.string(), id: z.number().int(), post: ZLegacyPost }) },
  },
  {
    method: "put",
    path: `${POSTS}/update.php`,
    tag,
    summary: "Edit an article (id in the body)",
    auth: "admin",
    body: ZPostUpdateInput,
    responses: { 200: ok({ message: z.string(), post: ZLegacyPost }) },
    errors: [404],
  },
  {
    method: "delete",
    path: `${POSTS}/delete.php`,
    tag,
    summary: "Remove an article with its likes, bookmarks and views",
    auth: "admin",
    query: ZPostIdQuery,
    responses: { 200: okMessage() },
    errors: [404],
  },
];
