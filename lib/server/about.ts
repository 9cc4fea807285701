import "server-only";
import { db } from "@/lib/db";
import { assertAdmin } from "@/lib/auth/roles";
import { textOrHtmlToSafeHtml } from "@/lib/sanitize";
import type { TAboutInput } from "@/lib/schemas/about";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import type { AboutContent } from "@/lib/about/types";

/** The About us content (`about/read.php`); the mission is HTML sanitized when it was saved. */
export async function getAbout(): Promise<AboutContent> {
  const [page, team, values] = await Promise.all([
    db.aboutPage.findUnique({ where: { id: 1 } }),
    db.aboutTeamMember.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] }),
    db.aboutValue.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] }),
  ]);
  return {
    mission: page?.mission ?? "",
    team: team.map((m) => ({ name: m.name, role: m.role, description: m.description })),
    values: values.map((v) => v.text),
  };
}

/** Replaces the whole content at once: the lists are short and their order is the admin's. */
export async function updateAbout({ input, actor }: { input: TAboutInput; actor: Actor }) {
  assertAdmin(actor);
  const mission = textOrHtmlToSafeHtml(input.mission); // plain text (old clients) becomes paragraphs
  await db.$transaction(async (tx) => {
    await tx.aboutPage.upsert({ where: { id: 1 }, create: { id: 1, mission }, update: { mission } });
    await tx.aboutTeamMember.deleteMany({});
    await tx.aboutTeamMember.createMany({ data: input.team.map((m, position) => ({ ...m, position })) });
    await tx.aboutValue.deleteMany({});
    await tx.aboutValue.createMany({ data: input.values.map((text, position) => ({ text, position })) });
    await recordAudit(tx, actor, {
      action: "about.update",
      targetType: "about",
      targetId: 1,
      summary: `${input.team.length} team members, ${input.values.length} values`,
    });
  });
  return getAbout();
}
