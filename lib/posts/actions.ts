"use server";

import { action } from "@/lib/http/action";
import { ZPostFeedInput, ZPostReactionInput } from "@/lib/schemas/posts";
import { findPostCards, setPostBookmark, setPostLike } from "@/lib/server/posts";

// A member's reactions and the home page's "show more" (three more a click).
export const setLikeAction = action({ auth: "user", schema: ZPostReactionInput }, ({ input, actor }) => setPostLike({ ...input, actor }));

export const setBookmarkAction = action({ auth: "user", schema: ZPostReactionInput }, ({ input, actor }) => setPostBookmark({ ...input, actor }));

export const loadMorePostsAction = action({ auth: "user", schema: ZPostFeedInput }, ({ input, actor }) =>
  findPostCards({ actor, q: input.q, cursor: input.cursor, limit: 3 }),
);
