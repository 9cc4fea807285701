"use server";

import { redirect } from "next/navigation";
import { coAuthorInvitationPath } from "@/lib/articles/types";
import { requireUser } from "@/lib/auth/session";
import { ZCoAuthorAnswerInput } from "@/lib/schemas/articles";
import { answerCoAuthorship } from "@/lib/server/articles/co-authors";

/** The invitation's two buttons (a plain form: it works before the page's scripts have run). */
export async function answerCoAuthorAction(form: FormData) {
  const actor = await requireUser();
  const input = ZCoAuthorAnswerInput.parse({ id: Number(form.get("id")), accept: form.get("accept") === "true" });
  await answerCoAuthorship({ input, actor });
  // a declined invitation is no longer the member's to read: the page then says what was done
  redirect(input.accept ? coAuthorInvitationPath(input.id) : `${coAuthorInvitationPath(input.id)}?answer=declined`);
}
