import { z } from "zod";
import { FOLLOW_TYPES, FOLLOWS_API } from "@/lib/follows/types";
import { apiFolder, named, ok, okMessage, pageFields, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZPageQuery } from "@/lib/schemas/common";
import { ZFollowInput } from "@/lib/schemas/follows";

export const ZFollow = named(
  "Follow",
  z.strictObject({
    type: z.enum(FOLLOW_TYPES),
    /** a researcher's handle or a tag's slug */
    target: z.string(),
    /** the researcher's name or the tag's keyword as first written */
    label: z.string(),
  }),
);

const ZFollowedItem = named(
  "FollowedItem",
  z.strictObject({
    type: z.literal("article"),
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    created_at: zInstant(),
  }),
);

const follows = apiFolder(FOLLOWS_API);

export const followsApi = {
  create: follows.post(
    "create.php",
    "user",
    "Follow a researcher (by handle) or a tag (by keyword or slug); idempotent: 201 when new, 200 when already followed; 429 past the hourly budget",
    {
      description: "400 with reason FOLLOW_SELF for one's own handle; 404 for an unknown or removed researcher.",
      body: ZFollowInput,
      responses: { 201: ok({ message: z.string(), follow: ZFollow }), 200: ok({ message: z.string(), follow: ZFollow }) },
      errors: [404, 429],
    },
  ),
  delete: follows.delete("delete.php", "user", "Stop following a researcher or a tag; idempotent (200 when not followed)", {
    body: ZFollowInput,
    responses: { 200: okMessage() },
    errors: [404],
  }),
  read: follows.get("read.php", "user", "The researchers and tags the member follows, newest first", {
    responses: { 200: ok({ follows: z.array(ZFollow) }) },
  }),
  feed: follows.get(
    "feed.php",
    "user",
    "Published articles by the followed researchers (as author or co-author) and with the followed tags, each once, newest first",
    {
      query: ZPageQuery,
      responses: { 200: ok({ items: z.array(ZFollowedItem), ...pageFields, next_cursor: z.number().int().nullable() }) },
    },
  ),
};

export const followOperations: ApiOperation[] = Object.values(followsApi);
