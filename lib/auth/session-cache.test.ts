import { describe, expect, it } from "vitest";
import { sessionCache, sessionTokenOf } from "./session-cache";

const future = new Date(Date.now() + 86_400_000);
const sessionOf = (who: string, expiresAt = future) => ({ user: { id: who }, session: { expiresAt } });

function setUp({ keptMs = 30_000 } = {}) {
  const state = { version: 0 as number | undefined, clock: 1_000, loads: 0, who: "a" as string | null };
  const cached = sessionCache<ReturnType<typeof sessionOf>>({ version: async () => state.version, keptMs, now: () => state.clock });
  const lookUp = (token: string | null) =>
    cached(token, async () => {
      state.loads++;
      return state.who ? sessionOf(state.who) : null;
    });
  return { state, lookUp };
}

describe("sessionCache", () => {
  it("answers a token again from memory while the session version stands", async () => {
    const { state, lookUp } = setUp();
    expect((await lookUp("t1"))?.user.id).toBe("a");
    expect((await lookUp("t1"))?.user.id).toBe("a");
    expect(state.loads).toBe(1);
    await lookUp("t2"); // another token is its own entry
    expect(state.loads).toBe(2);
  });

  it("looks again at once when the version moves (a sign-out, a password change, a role change)", async () => {
    const { state, lookUp } = setUp();
    await lookUp("t1");
    state.version = 1;
    state.who = null; // the session was deleted
    expect(await lookUp("t1")).toBeNull();
    expect(await lookUp("t1")).toBeNull(); // a token without a session is never kept
    expect(state.loads).toBe(3);
  });

  it("looks again after the kept time and after the session's own expiry", async () => {
    const { state, lookUp } = setUp({ keptMs: 100 });
    await lookUp("t1");
    state.clock += 99;
    await lookUp("t1");
    expect(state.loads).toBe(1);
    state.clock += 1;
    await lookUp("t1");
    expect(state.loads).toBe(2);

    const expiring = sessionCache<ReturnType<typeof sessionOf>>({ version: async () => 0, now: () => Date.now() });
    let loads = 0;
    const past = () => sessionOf("b", new Date(Date.now() - 1));
    await expiring("t", async () => (loads++, past()));
    await expiring("t", async () => (loads++, past()));
    expect(loads).toBe(2);
  });

  it("has no session without a token, asking nobody; always asks without a version row", async () => {
    const { state, lookUp } = setUp();
    expect(await lookUp(null)).toBeNull();
    expect(await lookUp(null)).toBeNull();
    expect(state.loads).toBe(0);
    state.version = undefined;
    await lookUp("t1");
    await lookUp("t1");
    expect(state.loads).toBe(2);
  });
});

describe("sessionTokenOf", () => {
  it("finds the session cookie among others, exactly by name", () => {
    expect(sessionTokenOf("a=1; manara.session_token=abc.sig%3D; b=2")).toBe("abc.sig%3D");
    expect(sessionTokenOf("manara.session_token=xyz")).toBe("xyz");
    expect(sessionTokenOf("xmanara.session_token=no; manara.session_token_x=no")).toBeNull();
    expect(sessionTokenOf("manara.session_token=")).toBeNull();
    expect(sessionTokenOf(null)).toBeNull();
  });
});
