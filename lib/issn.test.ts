import { describe, expect, it } from "vitest";
import { canonicalIssn } from "@/lib/issn.mjs";

describe("an ISSN's check digit", () => {
  it("accepts real ISSNs, written with or without the hyphen, X in either case", () => {
    expect(canonicalIssn("0317-8471")).toBe("0317-8471");
    expect(canonicalIssn("2049-3630")).toBe("2049-3630");
    expect(canonicalIssn("0000-006x")).toBe("0000-006X");
    expect(canonicalIssn(" 1050 124X ")).toBe("1050-124X");
    expect(canonicalIssn("03178471")).toBe("0317-8471");
  });

  it("refuses a wrong check digit, a wrong length and stray characters", () => {
    expect(canonicalIssn("0317-8472")).toBeNull();
    expect(canonicalIssn("1050-1240")).toBeNull();
    expect(canonicalIssn("0317-847")).toBeNull();
    expect(canonicalIssn("0317-84711")).toBeNull();
    expect(canonicalIssn("X317-8471")).toBeNull();
    expect(canonicalIssn("abcd-efgh")).toBeNull();
    expect(canonicalIssn("")).toBeNull();
  });
});
