import { describe, expect, it } from "vitest";
import { coAuthorOf, memberSearchText } from "@/lib/articles/co-authors";

const member = { id: "u1", handle: "salma", name: "سلمى يوسف", image: null, affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" };
const typed = { name: "سلم", affiliation: "", orcid: "", user_id: null };

describe("memberSearchText", () => {
  it.each([
    ["  سلمى ", "سلمى"],
    ["@sa", "@sa"],
    ["سل", "سل"],
  ])("searches once two letters are typed, trimmed, with or without the handle's @: %j → %j", (typed, searched) => {
    expect(memberSearchText(typed)).toBe(searched);
  });
  it.each(["س", "@s", "@ ", "   "])("does not search for one letter, a bare @ or blanks: %j", (typed) => {
    expect(memberSearchText(typed)).toBe("");
  });
});

describe("coAuthorOf", () => {
  it("fills the row from the member's profile and links it to them", () => {
    expect(coAuthorOf(member, typed)).toEqual({ name: "سلمى يوسف", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097", user_id: "u1" });
  });
  it("keeps what the author typed where the profile is blank", () => {
    const row = { name: "سلمى", affiliation: "جامعة عين شمس", orcid: "0000-0001-5109-3700", user_id: null };
    expect(coAuthorOf({ ...member, affiliation: null, orcid: null }, row)).toEqual({
      name: "سلمى يوسف",
      affiliation: "جامعة عين شمس",
      orcid: "0000-0001-5109-3700",
      user_id: "u1",
    });
  });
});
