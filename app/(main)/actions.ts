"use server";

import { action } from "@/lib/http/action";
import { ZPostFeedInput, ZPostReactionInput } from "@/lib/schemas/posts";
import { findFollowedCards } from "@/lib/server/follows/follows";
import { findPostCards, setPostBookmark, setPostLike } from "@/lib/server/posts";

// The home page's server actions: a member's reactions (on every post card) and the feed's "show
// more", three more a click, on the home and Following tabs.
export const setLikeAction = action({ auth: "user", schema: ZPostReactionInput }, ({ input, actor }) => setPostLike({ ...input, actor }));

export const setBookmarkAction = action({ auth: "user", schema: ZPostReactionInput }, ({ input, actor }) => setPostBookmark({ ...input, actor }));

export const loadMorePostsAction = action({ auth: "user", schema: ZPostFeedInput }, ({ input, actor }) =>
  findPostCards({ actor, q: input.q, cursor: input.cursor, limit: 3 }),
);

export const loadMoreFollowedAction = action({ auth: "user", schema: ZPostFeedInput }, ({ input, actor }) =>
  findFollowedCards({ actor, cursor: input.cursor, limit: 3 }),
);
