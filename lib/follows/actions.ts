"use server";

import { action } from "@/lib/http/action";
import { ZPostFeedInput } from "@/lib/schemas/posts";
import { findFollowedCards } from "@/lib/server/follows/follows";

// The Following tab's "show more" (three more a click, like the home feed).
export const loadMoreFollowedAction = action({ auth: "user", schema: ZPostFeedInput }, ({ input, actor }) =>
  findFollowedCards({ actor, cursor: input.cursor, limit: 3 }),
);
