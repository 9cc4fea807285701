"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { renewFeedToken } from "@/lib/server/feed-tokens";

/** Revokes the member's feed token: a new one replaces it, and the old addresses stop working. */
export const renewFeedTokenAction = action({ auth: "user", schema: z.object({}) }, async ({ actor }) => ({ token: await renewFeedToken({ actor }) }));
