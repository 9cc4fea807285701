import { describe, expect, it } from "vitest";
import { firstFreeHandle, HANDLE_PATTERN, handleBaseOf, normalizeHandle } from "@/lib/users/handles";

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
});

it("normalizeHandle drops a leading @ and lower-cases", () => {
  expect(normalizeHandle(" @Sara-K ")).toBe("sara-k");
});
