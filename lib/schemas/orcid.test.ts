import { describe, expect, it } from "vitest";
import { isValidOrcid, normalizeOrcid, orcidCheckCharacter, zOrcid } from "./orcid";

describe("ORCID iDs", () => {
  // examples from ORCID's own documentation of the checksum
  it.each(["0000-0002-1825-0097", "0000-0001-5109-3700", "0000-0002-1694-233X"])("accepts %s, whose check character is right", (id) => {
    expect(normalizeOrcid(id)).toBe(id);
  });
  it("computes X as the check character where the sum calls for ten", () => {
    expect(orcidCheckCharacter("000000021694233")).toBe("X");
  });

  it.each([
    ["https://orcid.org/0000-0002-1825-0097", "0000-0002-1825-0097"],
    ["000000021694233x", "0000-0002-1694-233X"],
    ["٠٠٠٠-٠٠٠٢-١٨٢٥-٠٠٩٧", "0000-0002-1825-0097"],
  ])("reads an orcid.org address, a compact iD, a lower-case x or Arabic-Indic digits: %s → %s", (input, expected) => {
    expect(normalizeOrcid(input)).toBe(expected);
  });

  it.each([
    ["0000-0002-1825-0098", "a wrong check character"],
    ["0000-0002-8125-0097", "a swapped pair"],
    ["0000-0002-1825", "too short"],
    ["abcd-0002-1825-0097", "letters"],
    ["", "empty"],
  ])("refuses %s (%s)", (id) => {
    expect(isValidOrcid(id)).toBe(false);
  });

  it("answers the orcidInvalid key through the schema", () => {
    const result = zOrcid.safeParse("0000-0002-1825-0098");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("orcidInvalid");
    expect(zOrcid.parse(" 0000-0002-1825-0097 ")).toBe("0000-0002-1825-0097");
  });
});
