import "server-only";
import path from "node:path";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { DOCUMENT_KINDS } from "@/lib/files/files";
import { canManage, DEFAULT_AUTHOR, JOIN_DENIAL_TEXT, parseTags } from "@/lib/partnership/rules";
import type { ResearchProjectJson } from "@/lib/partnership/types";
import {
  PROJECT_FILE_MAX_BYTES,
  type TCollaborationInput,
  type TProjectListQuery,
  type TResearchProjectInput,
  type TResearchProjectUpdate,
} from "@/lib/schemas/opportunities";
import type { Actor } from "@/lib/auth/session";
import type { Prisma, ResearchProject } from "@/lib/generated/prisma/client";
import { actsAsAdmin, recordAudit } from "@/lib/server/audit";
import { createRequest, NO_REQUESTS, requestSummaries, requestView, type RequestSummary } from "@/lib/server/partnership-requests";
import { hiddenFrom, notHidden } from "@/lib/server/hidden";
import { findPage } from "@/lib/server/paging";
import { hasLikeWildcard, literalMatches } from "@/lib/server/search";
import { claimUpload, releaseUploads, storeUpload } from "@/lib/server/uploads";
import { takeUploadLimit, takeWriteLimit } from "@/lib/server/write-limits";

export function serializeProject(p: ResearchProject, actor: Actor, s: RequestSummary = NO_REQUESTS): ResearchProjectJson {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    institution: p.institution,
    requiredExpertise: p.requiredExpertise,
    tags: parseTags(p.tags),
    author: p.authorName || DEFAULT_AUTHOR,
    user_id: p.userId,
    collaborationStatus: p.collaborationStatus,
    fileUrl: p.fileUrl,
    fileName: p.fileName,
    date: p.createdAt.toISOString(),
    collaborator_count: s.accepted,
    ...requestView(actor, p, s),
  };
}
export type { ResearchProjectJson };

/**
 * Tags are stored as a JSON array: a tag filter looks for its quoted form, literally when it holds
 * '%' or '_' (lib/server/search.ts), so such a tag is no pattern.
 */
async function hasTag(tag: string): Promise<Prisma.ResearchProjectWhereInput> {
  const needle = JSON.stringify(tag);
  if (!hasLikeWildcard(needle)) return { tags: { contains: needle } };
  return { id: { in: await literalMatches<number>({ column: "ResearchProject.tags", matches: [{ contains: needle }], select: "id" }) } };
}

export async function findResearchProjects({ query, actor }: { query: TProjectListQuery; actor: Actor }) {
  const where = { ...notHidden, ...(query.tag ? await hasTag(query.tag) : {}) };
  const { rows, paging } = await findPage({
    query,
    search: "ResearchProject",
    defaultLimit: 12,
    rows: (narrowing, window) => db.researchProject.findMany({ where: { AND: [where, narrowing] }, ...window }),
    count: () => db.researchProject.count({ where }),
  });
  const summary = await requestSummaries({ key: "projectId", ids: rows.map((r) => r.id), actor });
  return { projects: rows.map((r) => serializeProject(r, actor, summary.get(r.id))), ...paging };
}

/** The filter chips: the most used tags of the latest projects, and the one chosen (so it can be seen and cleared). */
export async function findProjectTags({ max = 12, chosen }: { max?: number; chosen?: string } = {}) {
  const rows = await db.researchProject.findMany({ where: notHidden, select: { tags: true }, orderBy: { createdAt: "desc" }, take: 500 });
  const counts = new Map<string, number>();
  for (const r of rows) for (const t of parseTags(r.tags)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([t]) => t);
  return chosen && counts.has(chosen) && !top.includes(chosen) ? [...top, chosen] : top;
}

/** The board's page: one page of projects and the tags to filter by (the read endpoint's answer). */
export async function findResearchProjectsBoard({ query, actor }: { query: TProjectListQuery; actor: Actor }) {
  const [list, tags] = await Promise.all([findResearchProjects({ query, actor }), findProjectTags({ chosen: query.tag })]);
  return { ...list, tags };
}

/** A zip is accepted only when it is an Office document (docx, pptx), not any archive. */
const safeFileName = (name: string) =>
  path
    .basename(name)
    .replace(/[^\p{L}\p{N}._ -]/gu, "_")
    .slice(0, 120) || "attachment";

/** A project's attachment, stored unclaimed: a document (PDF, Word, PowerPoint by content) of at most 10 MB. */
async function storeProjectFile(file: File | null, actor: Actor) {
  if (!file) return null;
  if (file.size > PROJECT_FILE_MAX_BYTES) throw new AppError("TOO_LARGE", "The file must be smaller than 10 MB");
  return storeUpload({ file, allowed: DOCUMENT_KINDS, maxBytes: PROJECT_FILE_MAX_BYTES, purpose: "project", uploader: actor }).catch((e) => {
    throw isAppError(e) && e.code === "UNSUPPORTED_TYPE" ? new AppError("UNSUPPORTED_TYPE", "Only PDF, Word or PowerPoint files are accepted") : e;
  });
}

const projectSearchKey = (p: { title: string; description: string; institution: string; requiredExpertise: string; authorName: string; tags: string[] }) =>
  indexedKeyOf(p.title, p.description, p.institution, p.requiredExpertise, p.authorName, p.tags.join(" "));

export async function createResearchProject({ input, file, actor }: { input: TResearchProjectInput; file: File | null; actor: Actor }) {
  await takeWriteLimit("project", actor);
  await takeUploadLimit(actor, [file]);
  const stored = await storeProjectFile(file, actor);
  const author = actor.name.trim() || DEFAULT_AUTHOR;
  try {
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: stored?.path, purpose: "project", actor, field: "file" });
      return tx.researchProject.create({
        data: {
          title: input.title,
          description: input.description,
          institution: input.institution,
          requiredExpertise: input.requiredExpertise,
          tags: JSON.stringify(input.tags),
          authorName: author,
          fileUrl: stored?.path ?? null,
          fileName: file && stored ? safeFileName(file.name) : null,
          userId: actor.id,
          searchKey: projectSearchKey({ ...input, authorName: author }),
        },
      });
    });
    return serializeProject(row, actor);
  } catch (e) {
    if (stored) await releaseUploads([stored.path]);
    throw e;
  }
}

async function getProjectOrThrow(id: number, actor: Actor) {
  const row = await db.researchProject.findUnique({ where: { id } });
  if (!row || hiddenFrom(actor, row)) throw new AppError("NOT_FOUND", "Project not found");
  return row;
}

export async function deleteResearchProject({ id, actor }: { id: number; actor: Actor }) {
  const row = await getProjectOrThrow(id, actor);
  if (!canManage(actor, row)) throw new AppError("FORBIDDEN");
  await db.$transaction(async (tx) => {
    await tx.researchProject.delete({ where: { id } });
    if (actsAsAdmin(actor, row))
      await recordAudit(tx, actor, { action: "research_project.delete", targetType: "research_project", targetId: id, summary: row.title });
  });
  await releaseUploads([row.fileUrl]);
}

/**
 * update.php: the author or an admin changes any of the fields; a new file replaces the attachment
 * (the old upload is released once the new one is claimed, the new one if the update fails).
 */
export async function updateResearchProject({ input, file, actor }: { input: TResearchProjectUpdate; file: File | null; actor: Actor }) {
  const before = await getProjectOrThrow(input.id, actor);
  if (!canManage(actor, before)) throw new AppError("FORBIDDEN");
  await takeUploadLimit(actor, [file]);
  const stored = await storeProjectFile(file, actor);
  const { id, ...fields } = input;
  const next = {
    title: fields.title ?? before.title,
    description: fields.description ?? before.description,
    institution: fields.institution ?? before.institution,
    requiredExpertise: fields.requiredExpertise ?? before.requiredExpertise,
    tags: fields.tags ?? parseTags(before.tags),
  };
  try {
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: stored?.path, purpose: "project", actor, field: "file" });
      const row = await tx.researchProject.update({
        where: { id },
        data: {
          ...next,
          tags: JSON.stringify(next.tags),
          ...(file && stored ? { fileUrl: stored.path, fileName: safeFileName(file.name) } : {}),
          searchKey: projectSearchKey({ ...next, authorName: before.authorName }),
        },
      });
      if (actsAsAdmin(actor, before))
        await recordAudit(tx, actor, { action: "research_project.update", targetType: "research_project", targetId: id, summary: next.title });
      return row;
    });
    if (stored) await releaseUploads([before.fileUrl]);
    const summary = await requestSummaries({ key: "projectId", ids: [id], actor });
    return serializeProject(row, actor, summary.get(id));
  } catch (e) {
    if (stored) await releaseUploads([stored.path]);
    throw e;
  }
}

/** A collaboration request reaches the author like a join request; never on one's own project. */
export async function requestCollaboration({ input, actor }: { input: TCollaborationInput; actor: Actor }) {
  const project = await getProjectOrThrow(input.project_id, actor);
  if (project.userId === actor.id) throw new AppError("FORBIDDEN", JOIN_DENIAL_TEXT.OWN);
  const { project_id, ...fields } = input;
  return createRequest({ target: { projectId: project_id }, fields, actor });
}
