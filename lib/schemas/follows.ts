import { z } from "zod";
import { tagSlug } from "@/lib/articles/tags";
import { FOLLOW_TYPES } from "@/lib/follows/types";
import { normalizeHandle } from "@/lib/users/handles";

const TARGET_MAX = 100;

/**
 * Follow or unfollow: a researcher by handle (with or without "@", any case) or a tag by keyword
 * or slug ("Machine Learning" and "machine-learning" are one tag). `target` comes out normalized.
 */
export const ZFollowInput = z
  .object({
    type: z.enum(FOLLOW_TYPES, "invalid"),
    target: z.string("required").trim().min(1, "required").max(TARGET_MAX, "tooLong"),
  })
  .transform((v, ctx) => {
    const target = v.type === "researcher" ? normalizeHandle(v.target) : tagSlug(v.target);
    if (!target) {
      ctx.addIssue({ code: "custom", path: ["target"], message: "invalid" });
      return z.NEVER;
    }
    return { type: v.type, target };
  });
export type TFollowInput = z.infer<typeof ZFollowInput>;
