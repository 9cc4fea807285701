import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_ROUTE_NAMES, firstFreeHandle, HANDLE_PATTERN, handleBaseOf, isReservedHandle, normalizeHandle } from "@/lib/users/handles";

describe("handleBaseOf", () => {
  it("makes a Latin name lower-case with dashes", () => {
    expect(handleBaseOf("Laila Haddad")).toBe("laila-haddad");
    expect(handleBaseOf("  José  Núñez ")).toBe("jose-nunez");
  });

  it("spells an Arabic name in ASCII letters", () => {
    const h = handleBaseOf("أحمد الزهراني");
    expect(h).toBe("ahmd-alzhrany");
    expect(HANDLE_PATTERN.test(h)).toBe(true);
  });

  it("takes the next candidate when one gives nothing usable, and the e-mail's local part last", () => {
    expect(handleBaseOf(null, "!!!", "sara.k@uni.test")).toBe("sara-k");
    expect(handleBaseOf("", "")).toBe("member");
  });

  it("always gives a valid handle (even a one-letter name) with room for a number", () => {
    for (const name of ["ع", "x", "a".repeat(80), "٣٤٥ رقم", "中文名字", "عضو 1a2b3c4d"]) {
      const h = handleBaseOf(name);
      expect(HANDLE_PATTERN.test(h), `${name} → ${h}`).toBe(true);
      expect(HANDLE_PATTERN.test(`${h}-99`)).toBe(true);
    }
  });
});

describe("firstFreeHandle", () => {
  it("numbers a taken handle from 2", () => {
    expect(firstFreeHandle("sara", [])).toBe("sara");
    expect(firstFreeHandle("sara", ["sara"])).toBe("sara-2");
    expect(firstFreeHandle("sara", ["sara", "sara-2", "sara-3"])).toBe("sara-4");
  });
  it("never gives a reserved handle", () => {
    expect(firstFreeHandle("admin", [])).toBe("admin-2");
    expect(firstFreeHandle("support", ["support-2"])).toBe("support-3");
  });
});

describe("isReservedHandle", () => {
  it("refuses the staff's and the site's names however they are separated", () => {
    for (const h of [
      "admin",
      "api",
      "root",
      "support",
      "security",
      "login",
      "editor",
      "moderator",
      "superadmin",
      "super-admin",
      "super_admin",
      "manara",
      "feeds",
      "oai",
      "help",
      "about",
      "about-us",
      "aboutus",
      "qa-section",
      "researchers",
      "tags",
    ])
      expect(isReservedHandle(h), h).toBe(true);
  });
  it("leaves ordinary handles alone", () => {
    for (const h of ["laila-haddad", "admin-2", "sara_k", "rooted", "helper", "manara-fan"]) expect(isReservedHandle(h), h).toBe(false);
  });

  // every top-level address the app answers (its route folders, route groups looked into, and
  // metadata files such as robots.ts) that could be spelt as a handle is reserved
  it("covers every top-level route of app/", () => {
    // files that are no address: Next's special files, the global styles, and the server actions kept beside their pages
    const SPECIAL = /^(layout|page|loading|error|global-error|not-found|template|default|route|globals|actions)\./;
    const top = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory() && /^\(.+\)$/.test(entry.name)) return top(path.join(dir, entry.name));
        if (entry.isDirectory()) return /^[[@_]/.test(entry.name) ? [] : [entry.name];
        return SPECIAL.test(entry.name) ? [] : [entry.name.replace(/\.[^.]+$/, "")];
      });
    const names = [...new Set(top(path.resolve(import.meta.dirname, "../../app")))].filter((n) => HANDLE_PATTERN.test(n));
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(isReservedHandle(name), name).toBe(true);
    for (const name of APP_ROUTE_NAMES) expect(HANDLE_PATTERN.test(name), name).toBe(true);
  });
});

it("normalizeHandle drops a leading @ and lower-cases", () => {
  expect(normalizeHandle(" @Sara-K ")).toBe("sara-k");
});
