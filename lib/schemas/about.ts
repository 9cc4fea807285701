import { z } from "zod";
import { zLongText, zText } from "@/lib/schemas/common";

// About us content: the mission (rich text, sanitized on the server), the team
// members and the values, each list in the order given.
export const ABOUT_MISSION_MAX = 20_000;
export const ABOUT_LIST_MAX = 30;

export const ZTeamMemberInput = z.object({
  name: zText(120),
  role: zText(120),
  description: zLongText(1000),
});

export const ZAboutInput = z.object({
  mission: zLongText(ABOUT_MISSION_MAX),
  team: z.array(ZTeamMemberInput, "invalid").max(ABOUT_LIST_MAX, "tooMany"),
  values: z.array(zText(300), "invalid").max(ABOUT_LIST_MAX, "tooMany"),
});
export type TAboutInput = z.infer<typeof ZAboutInput>;

/** The admin form: the same content, values as objects so each row has its own field. */
export const ZAboutFormInput = z.object({
  mission: zLongText(ABOUT_MISSION_MAX),
  team: z.array(ZTeamMemberInput, "invalid").max(ABOUT_LIST_MAX, "tooMany"),
  values: z.array(z.object({ text: zText(300) }), "invalid").max(ABOUT_LIST_MAX, "tooMany"),
});
export type TAboutFormInput = z.infer<typeof ZAboutFormInput>;
