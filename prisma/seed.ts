// `npm run db:seed` (and every `npm start`): creates or updates the superadmin, and fills a new
// database with demo content. Safe to run again: it never duplicates or overwrites member data.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { scriptClient } from "./client";
import { readConfig } from "../scripts/config.mjs";
import { sanitizeArticleHtml } from "../lib/sanitize";
import { postSearchKey } from "../lib/posts/search";
import { postTagRows } from "../lib/articles/tags";
import { indexedKeyOf } from "../lib/search/arabic";
import { DEMO_MEMBERS, DEMO_OPPORTUNITIES, DEMO_POSTS, DEMO_RESEARCH_PROJECTS, DEMO_UPDATES } from "./seed-data";
import { isCommonPassword } from "../lib/auth/password";
import { upsertUserWithPassword } from "./users";
import { seedCommunity } from "./seed-community";
import { seedAdminContent } from "./seed-admin-content";

const DEFAULT_ADMIN_EMAIL = "admin@manara.local";

async function seedSuperadmin(db: PrismaClient) {
  const config = readConfig();
  const email = (config.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const given = config.ADMIN_PASSWORD;
  const exists = await db.user.findUnique({ where: { email } });
  if (exists && !given) {
    if (exists.role !== "superadmin" || !exists.emailVerified)
      await db.user.update({ where: { id: exists.id }, data: { role: "superadmin", emailVerified: true } });
    return;
  }
  if (given !== undefined && given.length < 12) throw new Error("ADMIN_PASSWORD must have at least 12 characters.");
  if (given !== undefined && isCommonPassword(given)) throw new Error("ADMIN_PASSWORD is one of the 10,000 most common passwords: choose another.");
  const password = given ?? randomBytes(18).toString("base64url");
  await upsertUserWithPassword(db, { email, name: "Manara Admin", role: "superadmin", password });
  if (given) console.log(`superadmin ${email}: password set from ADMIN_PASSWORD`);
  else
    console.log(
      `\n  Superadmin created. Sign in at /admin/login with\n    e-mail:   ${email}\n    password: ${password}\n  (shown once: keep it now, or set ADMIN_PASSWORD and run again)\n`,
    );
}

async function seedPosts(db: PrismaClient, now: number) {
  if ((await db.post.count()) > 0) return;
  // oldest first, so ids follow publication order
  for (const { body, image, daysAgo, ...p } of [...DEMO_POSTS].reverse()) {
    const post = await db.post.create({
      data: {
        ...p,
        fullContent: sanitizeArticleHtml(body),
        imagePath: image,
        category: "",
        searchKey: postSearchKey(p),
        createdAt: new Date(now - daysAgo * 86_400_000),
      },
    });
    await db.postTag.createMany({ data: postTagRows(post.id, post.keywords) });
  }
}

async function seedDemoContent(db: PrismaClient) {
  if ((await db.latestUpdate.count()) > 0) return; // not a new database
  for (const m of DEMO_MEMBERS) {
    // demo authors: nobody knows their password, they exist to own demo content
    await upsertUserWithPassword(db, { ...m, role: "user", password: randomBytes(24).toString("base64url") });
  }
  const now = Date.now();
  await db.latestUpdate.createMany({
    data: DEMO_UPDATES.map(({ daysAgo, ...u }, i) => ({ ...u, date: new Date(now - daysAgo * 86_400_000 - i * 60_000) })),
  });
  await seedPosts(db, now);
  await seedPartnership(db, now);
  await seedCommunity(db, now);
  await (await import("./seed-learning")).seedLearning(db, now);
  console.log("seeded demo content");
}

/** Opportunities and research projects owned by demo members, with real requests between them. */
async function seedPartnership(db: PrismaClient, now: number) {
  const members = await db.user.findMany({ where: { email: { in: DEMO_MEMBERS.map((m) => m.email) } }, select: { id: true, email: true, name: true } });
  const byEmail = new Map(members.map((m) => [m.email, m]));
  const requestFrom = (email: string, i: number) => {
    const m = byEmail.get(email)!;
    return {
      userId: m.id,
      name: m.name,
      email: m.email,
      status: i === 0 ? "accepted" : "pending",
      expertise: "تحليل البيانات والإحصاء",
      academicBackground: "ماجستير في البحث العلمي",
      researchInterests: "البحث التطبيقي متعدد التخصصات",
      message: "يسعدني الانضمام والمساهمة في جمع البيانات وتحليلها.",
    };
  };
  // the columns an opportunity and a project share: their author, tags, age, requests and search key
  const sharedColumns = (
    { owner, daysAgo, joiners, tags }: { owner: string; daysAgo: number; joiners: string[]; tags: string[] },
    title: string,
    ...words: string[]
  ) => {
    const author = byEmail.get(owner)!;
    return {
      tags: JSON.stringify(tags),
      authorName: author.name,
      userId: author.id,
      searchKey: indexedKeyOf(title, ...words, author.name, tags.join(" ")),
      createdAt: new Date(now - daysAgo * 86_400_000),
      requests: { create: joiners.map(requestFrom) },
    };
  };
  for (const { owner, daysAgo, joiners, tags, ...o } of DEMO_OPPORTUNITIES) {
    const shared = sharedColumns({ owner, daysAgo, joiners, tags }, o.title, o.description, o.field, o.type);
    await db.opportunity.create({ data: { ...o, contactEmail: owner, ...shared } });
  }
  for (const { owner, daysAgo, joiners, tags, ...p } of DEMO_RESEARCH_PROJECTS) {
    const shared = sharedColumns({ owner, daysAgo, joiners, tags }, p.title, p.description, p.institution, p.requiredExpertise);
    await db.researchProject.create({ data: { ...p, ...shared } });
  }
}

async function main() {
  const db = await scriptClient();
  try {
    await seedSuperadmin(db);
    await seedAdminContent(db);
    if (readConfig().SEED_DEMO === "1") await seedDemoContent(db);
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
