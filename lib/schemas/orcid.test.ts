import { describe, expect, it } from "vitest";
import { isValidOrcid, normalizeOrcid, orcidCheckCharacter, zOrcid } from "./orcid";

describe("ORCID iDs", () => {
  it("accepts iDs whose check character is right, including X", () => {
    // examples from ORCID's own documentation of the checksum
    expect(normalizeOrcid("0000-0002-1825-0097")).toBe("0000-0002-1825-0097");
    expect(normalizeOrcid("0000-0001-5109-3700")).toBe("0000-0001-5109-3700");
    expect(normalizeOrcid("0000-0002-1694-233X")).toBe("0000-0002-1694-233X");
    expect(orcidCheckCharacter("000000021694233")).toBe("X");
  });

  it("reads orcid.org addresses, compact iDs, lower-case x and Arabic-Indic digits", () => {
    expect(normalizeOrcid("https://orcid.org/0000-0002-1825-0097")).toBe("0000-0002-1825-0097");
    expect(normalizeOrcid("000000021694233x")).toBe("0000-0002-1694-233X");
    expect(normalizeOrcid("٠٠٠٠-٠٠٠٢-١٨٢٥-٠٠٩٧")).toBe("0000-0002-1825-0097");
  });

  it("refuses a wrong check character, a swapped pair and wrong shapes", () => {
    expect(isValidOrcid("0000-0002-1825-0098")).toBe(false);
    expect(isValidOrcid("0000-0002-8125-0097")).toBe(false);
    expect(isValidOrcid("0000-0002-1825")).toBe(false);
    expect(isValidOrcid("abcd-0002-1825-0097")).toBe(false);
    expect(isValidOrcid("")).toBe(false);
  });

  it("answers the orcidInvalid key through the schema", () => {
    const result = zOrcid.safeParse("0000-0002-1825-0098");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("orcidInvalid");
    expect(zOrcid.parse(" 0000-0002-1825-0097 ")).toBe("0000-0002-1825-0097");
  });
});
