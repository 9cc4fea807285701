import "server-only";
import { cache } from "react";
import { datePreferencesOf, type DatePreferences } from "@/lib/i18n/dates";
import { searchKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { notHidden } from "@/lib/server/hidden";
import { requestLocale } from "@/lib/server/mail";
import { AppError } from "@/lib/errors";
import { parseTags } from "@/lib/partnership/rules";
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from "@/lib/files/files";
import { assertUncommonPassword, hashPassword, verifyPassword } from "@/lib/auth/password";
import type { MyItems, ProfileJson } from "@/lib/profile/types";
import type { TDeleteAccountInput, TPasswordChangeInput, TPreferencesInput, TProfileUpdateInput, Theme } from "@/lib/schemas/profile";
import type { Actor } from "@/lib/auth/session";
import type { Role } from "@/lib/auth/role-names";
import { anonymizeAccount } from "@/lib/server/account-removal";
import { queueVerificationMail } from "@/lib/server/email-verification";
import { isMemberDistinguished } from "@/lib/server/distinguished";
import { claimUpload, releaseUploads, storeUpload } from "@/lib/server/uploads";
import { takeWriteLimit, withPasswordLimit } from "@/lib/server/write-limits";
import { assertHandleFree, recordHandleChange } from "@/lib/server/handles";

// The member's own account: profile, password, preferences, deletion, and what they own.
// Every function acts on the session's member only.

const profileSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  bio: true,
  location: true,
  image: true,
  role: true,
  createdAt: true,
  theme: true,
  calendar: true,
  digits: true,
  notifyInApp: true,
  notifyEmail: true,
  emailVerified: true,
  deletedAt: true,
  handle: true,
  affiliation: true,
  orcid: true,
  interests: true,
  weeklyDigest: true,
  listResearcherPage: true,
} as const;

async function getMemberOrThrow(id: string) {
  const user = await db.user.findUnique({ where: { id }, select: profileSelect });
  if (!user || user.deletedAt) throw new AppError("UNAUTHORIZED");
  return user;
}

export async function getProfile({ actor }: { actor: Actor }): Promise<ProfileJson> {
  const u = await getMemberOrThrow(actor.id);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone ?? "",
    bio: u.bio ?? "",
    location: u.location ?? "",
    image: u.image,
    role: u.role as Role,
    join_date: u.createdAt.toISOString(),
    email_verified: u.emailVerified,
    distinguished: await isMemberDistinguished(u.id),
    handle: u.handle ?? "",
    affiliation: u.affiliation ?? "",
    orcid: u.orcid ?? "",
    interests: parseTags(u.interests),
    preferences: {
      theme: (u.theme === "light" ? "light" : "dark") as Theme,
      notifications: u.notifyInApp,
      email_notifications: u.notifyEmail,
      weekly_digest: u.weeklyDigest,
      list_researcher_page: u.listResearcherPage,
      ...datePreferencesOf(u.calendar, u.digits),
    },
  };
}

/**
 * What every page of a member reads of their settings, once per request and in one query: the
 * dates' calendar and digits (every date on the page asks) and the theme (the root layout).
 */
const displaySettingsOf = cache((userId: string) => db.user.findUnique({ where: { id: userId }, select: { calendar: true, digits: true, theme: true } }));

/** The calendar and digits a member reads dates in. */
export const getDatePreferencesOf = async (userId: string): Promise<DatePreferences> => {
  const u = await displaySettingsOf(userId);
  return datePreferencesOf(u?.calendar, u?.digits);
};

/** The stored theme of whoever is signed in (the root layout sets `.dark` from it); guests: light. */
export async function getThemeOf(userId: string | null | undefined): Promise<Theme> {
  if (!userId) return "light";
  const u = await displaySettingsOf(userId);
  return u?.theme === "light" || !u ? "light" : "dark";
}

async function credentialOf(userId: string) {
  return db.account.findFirst({ where: { userId, providerId: "credential" }, select: { id: true, password: true } });
}

/** Throws unless `password` is the member's current one (403 WRONG_PASSWORD); wrong ones are counted (429 past the limit). */
async function assertPassword(userId: string, password: string | undefined) {
  if (!password) throw new AppError("BAD_REQUEST", "The current password is required", { reason: "CURRENT_PASSWORD_REQUIRED" });
  await withPasswordLimit(userId, async () => {
    const account = await credentialOf(userId);
    const ok = account?.password ? await verifyPassword({ hash: account.password, password }).catch(() => false) : false;
    if (!ok) throw new AppError("FORBIDDEN", "The current password is wrong", { reason: "WRONG_PASSWORD" });
  });
}

/** Name, bio, location and phone; a new e-mail needs the current password and must be free. */
export async function updateProfile({ actor, input }: { actor: Actor; input: TProfileUpdateInput }) {
  const current = await getMemberOrThrow(actor.id);
  const email = input.email && input.email !== current.email ? input.email : null;
  if (email) {
    await assertPassword(actor.id, input.current_password);
    if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new AppError("EMAIL_EXISTS");
  }
  const handle = input.handle !== undefined && input.handle !== current.handle ? input.handle : null;
  if (handle) await assertHandleFree(db, { handle, userId: actor.id });
  const orcid = input.orcid && input.orcid !== current.orcid ? input.orcid : null;
  if (orcid) await assertOrcidFree(orcid, actor.id);
  // only a change that will be made counts against the handle budget
  const handleHit = handle ? await takeWriteLimit("handle", actor) : null;
  const locale = await requestLocale();
  try {
    await db.$transaction(async (tx) => {
      if (handle) await recordHandleChange(tx, { from: current.handle, to: handle, userId: actor.id });
      const user = await tx.user.update({
        where: { id: actor.id },
        data: {
          name: input.name,
          bio: input.bio || null,
          location: input.location || null,
          phone: input.phone || null,
          ...(email ? { email, emailVerified: false } : {}),
          ...(handle ? { handle } : {}),
          ...(input.affiliation !== undefined ? { affiliation: input.affiliation || null } : {}),
          ...(input.orcid !== undefined ? { orcid: input.orcid || null } : {}),
          ...(input.interests !== undefined ? { interests: JSON.stringify(input.interests) } : {}),
          ...(locale ? { locale } : {}),
          searchKey: searchKeyOf(input.name, email ?? current.email),
        },
        select: { id: true, email: true, name: true, locale: true },
      });
      // a new address is unverified until the member follows the link mailed to it
      if (email) await queueVerificationMail(tx, user);
    });
  } catch (e) {
    await handleHit?.release();
    if ((e as { code?: string }).code === "P2002") {
      const target = JSON.stringify((e as { meta?: unknown }).meta ?? "");
      throw handle && !target.includes("email") ? handleTaken() : new AppError("EMAIL_EXISTS");
    }
    throw e;
  }
  return getProfile({ actor });
}

const handleTaken = () => new AppError("CONFLICT", "This handle is taken", { reason: "HANDLE_TAKEN" });

/** An ORCID iD names one researcher: 409 ORCID_TAKEN when another (not removed) member has it. */
async function assertOrcidFree(orcid: string, userId: string) {
  const other = await db.user.findFirst({ where: { orcid, id: { not: userId }, deletedAt: null }, select: { id: true } });
  if (other) throw new AppError("CONFLICT", "This ORCID iD belongs to another member", { reason: "ORCID_TAKEN" });
}

/** A new picture: images only (by content), ≤ 5 MB, through the file service; the old one goes. */
export async function setAvatar({ actor, file }: { actor: Actor; file: File }) {
  await takeWriteLimit("upload", actor);
  const current = await getMemberOrThrow(actor.id);
  const stored = await storeUpload({ file, allowed: IMAGE_KINDS, maxBytes: IMAGE_MAX_BYTES, purpose: "avatar", uploader: actor });
  try {
    await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: stored.path, purpose: "avatar", actor, field: "image" });
      await tx.user.update({ where: { id: actor.id }, data: { image: stored.path } });
    });
  } catch (e) {
    await releaseUploads([stored.path]);
    throw e;
  }
  if (current.image !== stored.path) await releaseUploads([current.image]);
  return stored.path;
}

/**
 * Changes the password when the current one is right; every other session of the member ends,
 * the one making the change stays.
 */
export async function changePassword({ actor, input, sessionId }: { actor: Actor; input: TPasswordChangeInput; sessionId: string }) {
  await assertPassword(actor.id, input.current_password);
  assertUncommonPassword(input.new_password, "new_password");
  const hash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    await setCredentialPassword(tx, actor.id, hash);
    await tx.session.deleteMany({ where: { userId: actor.id, id: { not: sessionId } } });
  });
}

type PasswordTx = Pick<typeof db, "account">;
/** Stores an argon2id hash (lib/auth/password.ts, the hashing better-auth is configured with). */
export async function setCredentialPassword(tx: PasswordTx, userId: string, hash: string) {
  const { count } = await tx.account.updateMany({ where: { userId, providerId: "credential" }, data: { password: hash } });
  if (count === 0) await tx.account.create({ data: { id: crypto.randomUUID(), accountId: userId, providerId: "credential", userId, password: hash } });
}

export async function setPreferences({ actor, input }: { actor: Actor; input: TPreferencesInput }) {
  const current = await getMemberOrThrow(actor.id);
  const locale = await requestLocale();
  const saved = await db.user.update({
    where: { id: actor.id },
    data: {
      theme: input.theme,
      notifyInApp: input.notifications,
      notifyEmail: input.email_notifications,
      ...(input.calendar ? { calendar: input.calendar } : {}),
      ...(input.digits ? { digits: input.digits } : {}),
      ...(locale ? { locale } : {}),
      ...(input.weekly_digest === undefined ? {} : digestChange(current.weeklyDigest, input.weekly_digest)),
      ...(input.list_researcher_page === undefined ? {} : { listResearcherPage: input.list_researcher_page }),
    },
    select: { calendar: true, digits: true, weeklyDigest: true, listResearcherPage: true },
  });
  return {
    theme: input.theme,
    notifications: input.notifications,
    email_notifications: input.email_notifications,
    weekly_digest: saved.weeklyDigest,
    list_researcher_page: saved.listResearcherPage,
    ...datePreferencesOf(saved.calendar, saved.digits),
  };
}

/** Opting in starts the digest's window now: the first mail, a week later, lists what came after, not the archive. */
const digestChange = (was: boolean, on: boolean) => (on && !was ? { weeklyDigest: true, digestSentAt: new Date() } : { weeklyDigest: on });

/** The digest's unsubscribe link (signed, no session): the weekly digest off, other mail as it was. */
export async function turnOffWeeklyDigest(userId: string) {
  await db.user.updateMany({ where: { id: userId }, data: { weeklyDigest: false } });
}

/** RFC 8058 one-click unsubscribe (the signature is checked by the caller): e-mail notifications off. */
export async function turnOffEmailNotifications(userId: string) {
  await db.user.updateMany({ where: { id: userId, deletedAt: null }, data: { notifyEmail: false } });
}

/**
 * Deletes the member's account after the password: the account is anonymized
 * (lib/server/account-removal.ts, the same as an admin's removal), so what they wrote stays under
 * 'عضو محذوف'. The last superadmin cannot delete themselves.
 */
export async function deleteAccount({ actor, input }: { actor: Actor; input: TDeleteAccountInput }) {
  const current = await getMemberOrThrow(actor.id);
  await assertPassword(actor.id, input.password);
  await db.$transaction(async (tx) => {
    if (current.role === "superadmin") {
      const others = await tx.user.count({ where: { role: "superadmin", deletedAt: null, id: { not: actor.id } } });
      if (others === 0) throw new AppError("FORBIDDEN", "The last superadmin cannot delete their account", { reason: "LAST_SUPERADMIN" });
    }
    await anonymizeAccount(tx, { id: actor.id, name: current.name });
  });
  await releaseUploads([current.image]);
}

/** What the member owns or asked for, for the profile's "my items" tab (newest first, bounded). */
export async function findMyItems({ actor }: { actor: Actor }): Promise<MyItems> {
  const take = 50;
  const [bookmarks, opportunities, projects, requests, questions] = await Promise.all([
    db.postBookmark.findMany({
      where: { userId: actor.id },
      orderBy: { createdAt: "desc" },
      take,
      select: { createdAt: true, post: { select: { id: true, title: true } } },
    }),
    db.opportunity.findMany({
      where: { userId: actor.id, ...notHidden },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, title: true, status: true, createdAt: true },
    }),
    db.researchProject.findMany({
      where: { userId: actor.id, ...notHidden },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, title: true, collaborationStatus: true, createdAt: true },
    }),
    db.partnershipRequest.findMany({
      where: { userId: actor.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: {
        id: true,
        status: true,
        createdAt: true,
        opportunityId: true,
        projectId: true,
        opportunity: { select: { title: true } },
        project: { select: { title: true } },
      },
    }),
    db.question.findMany({
      where: { userId: actor.id, ...notHidden },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, title: true, status: true, createdAt: true },
    }),
  ]);
  return {
    saved: bookmarks.map((b) => ({ id: b.post.id, title: b.post.title, saved_at: b.createdAt.toISOString() })),
    opportunities: opportunities.map((o) => ({ id: o.id, title: o.title, status: o.status, created_at: o.createdAt.toISOString() })),
    projects: projects.map((p) => ({ id: p.id, title: p.title, status: p.collaborationStatus, created_at: p.createdAt.toISOString() })),
    requests: requests.map((r) => ({
      id: r.id,
      kind: r.opportunityId ? ("opportunity" as const) : ("project" as const),
      title: r.opportunity?.title ?? r.project?.title ?? "",
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    questions: questions.map((q) => ({ id: q.id, title: q.title, status: q.status, created_at: q.createdAt.toISOString() })),
  };
}
