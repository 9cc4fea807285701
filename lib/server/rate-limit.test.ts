import { afterAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

// A real database (test/database.ts: a scratch SQLite file, or a scratch PostgreSQL database), with
// every migration applied. The interleavings are forced with the limiter's hooks, not hoped for.
const state = vi.hoisted(() => ({ db: null as unknown as PrismaClient, delayed: null as null | { id: number; gate: Promise<void> } }));

vi.mock("@/lib/db", async () => {
  const scratch = await import("@/test/database");
  const client = scratch.db;
  state.db = client;
  // `delayed`: the next hit takes this (smaller) id and is stored only when the gate opens, as a
  // PostgreSQL insert can draw its id from the sequence and commit after later ones
  const hits = new Proxy(client.rateLimitHit, {
    get(target, prop, receiver) {
      if (prop === "create" && state.delayed) {
        const { id, gate } = state.delayed;
        state.delayed = null;
        return async (args: { data: object; select?: object }) => {
          await gate;
          return target.create({ ...args, data: { ...args.data, id } } as Parameters<typeof target.create>[0]);
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  return { ...scratch, db: new Proxy(client, { get: (target, prop, receiver) => (prop === "rateLimitHit" ? hits : Reflect.get(target, prop, receiver)) }) };
});

const { takeRateLimit } = await import("./rate-limit");
const { takeWriteLimit, withPasswordLimit, WRITE_LIMITS, STAFF_FACTOR } = await import("./write-limits");
const { beginLoginAttempt, liftSignInLimits } = await import("./sign-in-limit");

afterAll(async () => (await import("@/test/database")).closeDatabase());

const HOUR = 60 * 60 * 1000;
let keys = 0;
const freshKey = () => `test:${process.pid}:${Date.now()}:${keys++}`;

/** A point every caller waits at until each of the `n` callers has reached it or finished. */
function lockstep(n: number) {
  const stages = new Map<string, { arrived: number; open: () => void; opened: Promise<void> }>();
  let finished = 0;
  const stage = (name: string) => {
    if (!stages.has(name)) {
      let open!: () => void;
      const opened = new Promise<void>((r) => (open = r));
      stages.set(name, { arrived: 0, open, opened });
    }
    return stages.get(name)!;
  };
  const check = () => stages.forEach((s) => s.arrived + finished >= n && s.open());
  const at = (name: string) => async () => {
    stage(name).arrived++;
    check();
    await stage(name).opened;
  };
  return {
    hooks: { inserted: at("inserted"), ranked: at("ranked"), marked: at("marked") },
    finish: () => {
      finished++;
      check();
    },
  };
}

async function outcomes(n: number, run: (i: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: n }, (_, i) => run(i)));
  return {
    passed: results.filter((r) => r.status === "fulfilled").length,
    refused: results.filter((r) => r.status === "rejected" && r.reason instanceof AppError && r.reason.code === "RATE_LIMITED").length,
  };
}

describe("takeRateLimit: insert, rank, mark, rank again", () => {
  it("12 callers that all insert before any of them ranks: exactly 5 pass, and only their rows stay", async () => {
    const key = freshKey();
    const step = lockstep(12);
    const { passed, refused } = await outcomes(12, () => takeRateLimit({ key, max: 5, windowMs: HOUR, hooks: step.hooks }).finally(step.finish));
    expect({ passed, refused }).toEqual({ passed: 5, refused: 7 });
    expect(await state.db.rateLimitHit.count({ where: { key } })).toBe(5);
  });

  it("40 callers in lockstep through every step, on a window already holding 3: exactly 2 more pass", async () => {
    const key = freshKey();
    await state.db.rateLimitHit.createMany({ data: [0, 1, 2].map(() => ({ key, passed: true })) });
    const step = lockstep(40);
    const { passed } = await outcomes(40, () => takeRateLimit({ key, max: 5, windowMs: HOUR, hooks: step.hooks }).finally(step.finish));
    expect(passed).toBe(2);
    expect(await state.db.rateLimitHit.count({ where: { key } })).toBe(5);
  });

  it("a hit that draws a smaller id but lands after later hits passed cannot take a sixth place", async () => {
    const key = freshKey();
    // the id a stalled insert drew from the sequence: smaller than every later hit's
    const { id } = await state.db.rateLimitHit.create({ data: { key: "reserved" } });
    await state.db.rateLimitHit.delete({ where: { id } });
    let open!: () => void;
    state.delayed = { id, gate: new Promise<void>((r) => (open = r)) };
    const late = takeRateLimit({ key, max: 5, windowMs: HOUR }).then(
      () => "passed",
      (e: AppError) => e.code,
    );
    // five later hits (larger ids) rank and pass while the first one has not landed
    for (let i = 0; i < 5; i++) await takeRateLimit({ key, max: 5, windowMs: HOUR });
    open();
    // ranked only among smaller ids it would be first (and a sixth pass): the second look refuses it
    expect(await late).toBe("RATE_LIMITED");
    expect(await state.db.rateLimitHit.count({ where: { key } })).toBe(5);
    expect(await state.db.rateLimitHit.count({ where: { key, id } })).toBe(0);
  });

  it("refuses with the seconds until the oldest hit leaves the window; older hits do not count", async () => {
    const key = freshKey();
    const now = new Date();
    await state.db.rateLimitHit.createMany({ data: [{ key, createdAt: new Date(now.getTime() - 2 * HOUR) }] });
    await state.db.rateLimitHit.createMany({ data: [{ key, createdAt: new Date(now.getTime() - HOUR / 2), passed: true }] });
    await takeRateLimit({ key, max: 2, windowMs: HOUR, now });
    const refused = await takeRateLimit({ key, max: 2, windowMs: HOUR, now, reason: "WRITE_RATE_LIMITED" }).catch((e: AppError) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("RATE_LIMITED");
    expect((refused as AppError).details).toEqual({ retryAfter: 30 * 60, reason: "WRITE_RATE_LIMITED" });
  });

  it("release() gives the place back", async () => {
    const key = freshKey();
    const first = await takeRateLimit({ key, max: 1, windowMs: HOUR });
    await expect(takeRateLimit({ key, max: 1, windowMs: HOUR })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await first.release();
    await expect(takeRateLimit({ key, max: 1, windowMs: HOUR })).resolves.toBeDefined();
  });
});

describe("write budgets", () => {
  it("a member's questions stop at the table's number; an admin's budget is larger", async () => {
    const member = { id: freshKey(), role: "user" as const };
    const max = WRITE_LIMITS.question.max;
    for (let i = 0; i < max; i++) await takeWriteLimit("question", member);
    await expect(takeWriteLimit("question", member)).rejects.toMatchObject({ code: "RATE_LIMITED", details: { reason: "WRITE_RATE_LIMITED" } });
    // another kind of write has its own budget
    await expect(takeWriteLimit("answer", member)).resolves.toBeDefined();
    const admin = { id: freshKey(), role: "admin" as const };
    await state.db.rateLimitHit.createMany({ data: Array.from({ length: max * STAFF_FACTOR - 1 }, () => ({ key: `question:${admin.id}`, passed: true })) });
    await expect(takeWriteLimit("question", admin)).resolves.toBeDefined();
    await expect(takeWriteLimit("question", admin)).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("password checks: wrong ones count, a right one is forgotten, past the limit even the right one is refused", async () => {
    const userId = freshKey();
    const wrong = () => Promise.reject(new AppError("FORBIDDEN", "The current password is wrong", { reason: "WRONG_PASSWORD" }));
    const right = async () => "ok";
    for (let i = 0; i < 3; i++) await expect(withPasswordLimit(userId, right)).resolves.toBe("ok");
    for (let i = 0; i < WRITE_LIMITS.password.max; i++) await expect(withPasswordLimit(userId, wrong)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await state.db.rateLimitHit.count({ where: { key: `password:${userId}` } })).toBe(WRITE_LIMITS.password.max);
    await expect(withPasswordLimit(userId, right)).rejects.toMatchObject({ code: "RATE_LIMITED", details: { reason: "PASSWORD_RATE_LIMITED" } });
  });

  it("ten parallel wrong passwords past nine earlier ones: one more is checked, nine are refused unchecked", async () => {
    const userId = freshKey();
    await state.db.rateLimitHit.createMany({ data: Array.from({ length: 9 }, () => ({ key: `password:${userId}`, passed: true })) });
    let checked = 0;
    const wrong = async () => {
      checked++;
      throw new AppError("FORBIDDEN", "wrong", { reason: "WRONG_PASSWORD" });
    };
    const { refused } = await outcomes(10, () => withPasswordLimit(userId, wrong));
    expect(checked).toBeLessThanOrEqual(1);
    expect(refused).toBe(10 - checked);
  });
});

describe("sign-in attempts", () => {
  const guess = async (email: string, ip: string) => {
    try {
      await (await beginLoginAttempt({ email, ip })).failed();
      return "checked";
    } catch (e) {
      return (e as AppError).code;
    }
  };

  it("failures from one address lock only that address out of the account; the owner's own address stays open", async () => {
    const email = `${freshKey()}@x.test`;
    await (await beginLoginAttempt({ email, ip: "10.0.0.1" })).succeeded();
    const fromOne = [];
    for (let i = 0; i < 12; i++) fromOne.push(await guess(email, "10.0.0.9"));
    expect(fromOne).toEqual([...Array<string>(10).fill("checked"), "RATE_LIMITED", "RATE_LIMITED"]);
    expect(await guess(email, "10.0.0.1")).toBe("checked");
  });

  it("failures spread over addresses stop new addresses, never a known one; a reset lifts them; letter case is one account", async () => {
    const email = `${freshKey()}@x.test`;
    await (await beginLoginAttempt({ email: email.toUpperCase(), ip: "10.0.1.1" })).succeeded();
    const spread = [];
    for (let i = 0; i < 12; i++) spread.push(await guess(email, `10.0.2.${i}`));
    expect(spread).toEqual([...Array<string>(10).fill("checked"), "RATE_LIMITED", "RATE_LIMITED"]);
    expect(await guess(email, "10.0.1.1")).toBe("checked");
    await expect(beginLoginAttempt({ email, ip: "10.0.3.1" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many failed attempts. Please try again later.",
      details: { reason: undefined },
    });
    await liftSignInLimits(email);
    expect(await guess(email, "10.0.3.1")).toBe("checked");
  });

  it("a right password is forgotten from every counter", async () => {
    const email = `${freshKey()}@x.test`;
    for (let i = 0; i < 9; i++) await guess(email, "10.0.4.1");
    await (await beginLoginAttempt({ email, ip: "10.0.4.1" })).succeeded();
    expect(await state.db.rateLimitHit.count({ where: { key: { contains: email } } })).toBe(9 + 9);
  });
});
