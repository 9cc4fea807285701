import { describe, expect, it } from "vitest";
import { ARTICLE_STATUSES, bareDoi, canEditArticle, canSeeArticle, canSeeReviews, DOI_PATTERN, stepsFor, stepVerdict } from "@/lib/articles/rules";

const author = { id: "a", role: "user" as const };
const other = { id: "o", role: "user" as const };
const editor = { id: "e", role: "admin" as const };
const at = (status: string) => ({ userId: "a", status });

describe("who takes which step", () => {
  it("the author submits, resubmits and withdraws before publication; nothing else", () => {
    expect(stepsFor(author, at("draft"))).toEqual(["submitted", "withdrawn"]);
    expect(stepsFor(author, at("revisions_requested"))).toEqual(["submitted", "withdrawn"]);
    for (const s of ["submitted", "under_review", "accepted"]) expect(stepsFor(author, at(s))).toEqual(["withdrawn"]);
    for (const s of ["published", "rejected", "withdrawn", "retracted"]) expect(stepsFor(author, at(s))).toEqual([]);
  });
  it("an editor reviews, decides, publishes and retracts", () => {
    expect(stepsFor(editor, at("submitted"))).toEqual(["under_review"]);
    expect(stepsFor(editor, at("under_review"))).toEqual(["revisions_requested", "accepted", "rejected"]);
    expect(stepsFor(editor, at("accepted"))).toEqual(["published"]);
    expect(stepsFor(editor, at("published"))).toEqual(["retracted"]);
    expect(stepsFor(editor, at("draft"))).toEqual([]);
  });
  it("another member is refused every step; a step nobody may take is a bad transition", () => {
    for (const from of ARTICLE_STATUSES) for (const to of ARTICLE_STATUSES) expect(stepVerdict(other, at(from), to)).toBe("forbidden");
    expect(stepVerdict(author, at("draft"), "published")).toBe("bad");
    expect(stepVerdict(editor, at("draft"), "published")).toBe("bad");
    expect(stepVerdict(author, at("accepted"), "published")).toBe("forbidden");
    expect(stepVerdict(editor, at("draft"), "submitted")).toBe("forbidden");
  });
  it("an editor who wrote the article takes both kinds of step", () => {
    const own = { userId: "e", status: "under_review" };
    expect(stepsFor(editor, own)).toEqual(["revisions_requested", "accepted", "rejected", "withdrawn"]);
  });
});

describe("who sees and edits", () => {
  const who = { author, other, editor, guest: null };
  // drafts only for the author and editors; published and retracted for readers
  it.each([
    ["author", "draft", true],
    ["editor", "draft", true],
    ["guest", "published", true],
    ["other", "retracted", true],
    ["other", "draft", false],
    ["guest", "submitted", false],
  ] as const)("the %s sees a %s article: %s", (reader, status, allowed) => {
    expect(canSeeArticle(who[reader], at(status))).toBe(allowed);
  });
  it("only the author and editors see the reviews", () => {
    expect(canSeeReviews(other, at("published"))).toBe(false);
    expect(canSeeReviews(author, at("published"))).toBe(true);
  });
  // the author edits drafts and revisions only; an editor any
  it.each([
    ["author", "draft", true],
    ["author", "revisions_requested", true],
    ["editor", "published", true],
    ["author", "submitted", false],
    ["other", "draft", false],
  ] as const)("the %s edits a %s article: %s", (writer, status, allowed) => {
    expect(canEditArticle(who[writer], at(status))).toBe(allowed);
  });
});

describe("DOI", () => {
  it("accepts a registrant code and suffix, with or without a resolver prefix", () => {
    expect(DOI_PATTERN.test(bareDoi("https://doi.org/10.1234/abc.5"))).toBe(true);
    expect(DOI_PATTERN.test(bareDoi("doi:10.12345/x-y"))).toBe(true);
    expect(DOI_PATTERN.test("10.12/abc")).toBe(false);
    expect(DOI_PATTERN.test("11.1234/abc")).toBe(false);
    expect(DOI_PATTERN.test("10.1234/")).toBe(false);
  });
});
