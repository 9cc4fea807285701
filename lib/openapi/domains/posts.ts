import { z } from "zod";
import { apiFolder, named, ok, okMessage, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZPostIdQuery, ZPostInput, ZPostListQuery, ZPostUpdateInput } from "@/lib/schemas/posts";
import { zUpload } from "@/lib/openapi/registry";

const POSTS = "/backend/api/posts";

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

const posts = apiFolder(POSTS);

export const postsApi = {
  read: posts.get("read.php", "user", "Articles newest first; every row without paging parameters", {
    query: ZPostListQuery,
    responses: {
      200: ok({ posts: z.array(ZLegacyPost), total: z.number().int().optional(), next_cursor: z.number().int().nullable().optional() }),
    },
  }),
  getSingle: posts.get("get_single.php", "user", "One article; counts the caller's view", {
    query: ZPostIdQuery,
    responses: { 200: ok({ post: ZLegacyPost }) },
    errors: [404],
  }),
  uploadImage: posts.post("upload_image.php", "admin", "Upload an article image (JPEG/PNG/GIF/WebP by content, ≤ 5 MB)", {
    form: z.object({ image: zUpload() }),
    responses: { 200: ok({ image_path: z.string() }) },
  }),
  create: posts.post("create.php", "admin", "Publish an article", {
    body: ZPostInput,
    responses: { 201: ok({ message: z.string(), id: z.number().int(), post: ZLegacyPost }) },
  }),
  update: posts.put("update.php", "admin", "Edit an article (id in the body)", {
    body: ZPostUpdateInput,
    responses: { 200: ok({ message: z.string(), post: ZLegacyPost }) },
    errors: [404],
  }),
  delete: posts.delete("delete.php", "admin", "Remove an article with its likes, bookmarks and views", {
    query: ZPostIdQuery,
    responses: { 200: okMessage() },
    errors: [404],
  }),
};

export const postOperations: ApiOperation[] = [...Object.values(postsApi)];
