import { z } from "zod";
import { FOLLOW_CREATE_ENDPOINT, FOLLOW_DELETE_ENDPOINT, FOLLOW_TYPES, FOLLOWS_API, FOLLOWS_READ_ENDPOINT } from "@/lib/follows/types";
import { named, ok, okMessage, pageFields, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZPageQuery } from "@/lib/schemas/common";
import { ZFollowInput } from "@/lib/schemas/follows";

const tag = "follows";

const ZFollow = named(
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

export const followOperations: ApiOperation[] = [
  {
    method: "post",
    path: FOLLOW_CREATE_ENDPOINT,
    tag,
    summary: "Follow a researcher (by handle) or a tag (by keyword or slug); idempotent: 201 when new, 200 when already followed; 429 past the hourly budget",
    description: "400 with reason FOLLOW_SELF for one's own handle; 404 for an unknown or removed researcher.",
    auth: "user",
    body: ZFollowInput,
    responses: { 201: ok({ message: z.string(), follow: ZFollow }), 200: ok({ message: z.string(), follow: ZFollow }) },
    errors: [404, 429],
  },
  {
    method: "delete",
    path: FOLLOW_DELETE_ENDPOINT,
    tag,
    summary: "Stop following a researcher or a tag; idempotent (200 when not followed)",
    auth: "user",
    body: ZFollowInput,
    responses: { 200: okMessage() },
    errors: [404],
  },
  {
    method: "get",
    path: FOLLOWS_READ_ENDPOINT,
    tag,
    summary: "The researchers and tags the member follows, newest first",
    auth: "user",
    responses: { 200: ok({ follows: z.array(ZFollow) }) },
  },
  {
    method: "get",
    path: `${FOLLOWS_API}/feed.php`,
    tag,
    summary: "Published articles by the followed researchers (as author or co-author) and with the followed tags, each once, newest first",
    auth: "user",
    query: ZPageQuery,
    responses: { 200: ok({ items: z.array(ZFollowedItem), ...pageFields, next_cursor: z.number().int().nullable() }) },
  },
];
