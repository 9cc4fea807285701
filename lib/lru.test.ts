import { describe, expect, it } from "vitest";
import { Lru } from "./lru";

describe("Lru", () => {
  it("keeps the most recently used entries: a read counts as a use, the oldest goes first", () => {
    const lru = new Lru<string, number>(3);
    lru.set("a", 1).set("b", 2).set("c", 3);
    expect(lru.get("a")).toBe(1); // a is now the newest
    lru.set("d", 4);
    expect([...lru.keys()]).toEqual(["c", "a", "d"]);
    expect(lru.has("b")).toBe(false);
    lru.set("c", 30); // replacing moves it to the newest end and drops nothing
    expect([...lru.keys()]).toEqual(["a", "d", "c"]);
    expect(lru.get("c")).toBe(30);
    expect(lru.size).toBe(3);
    expect(lru.get("missing")).toBeUndefined();
    expect(lru.delete("a")).toBe(true);
    expect([...lru.keys()]).toEqual(["d", "c"]);
  });
});
