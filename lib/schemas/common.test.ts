import { describe, expect, it } from "vitest";
import { ZSignupForm, ZRegisterInput } from "./auth";
import { toAsciiDigits, zFlagText, ZId, zIntText, zJsonInt, ZPageQuery, zQueryInt } from "./common";
import { ZExamUpdate, ZExamUpdateForm, ZRateInput } from "./exams";
import { ZAcceptInput } from "./qa";
import { ZJoinInput, ZOpportunityListQuery } from "./opportunities";
import { ZPostId, ZPostInput } from "./posts";

// Inputs accept both digit styles: the client and the server parse the same schemas, so a phone
// typed as ٠١٠٠١٢٣٤٥٦٧ is the same phone as 01001234567 on both sides.
describe("digits in any style", () => {
  it.each([
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["+٢٠ (10) ۱٢3-4", "+20 (10) 123-4"],
    ["صفحة ٣", "صفحة 3"],
  ])("turns Arabic-Indic and Persian digits into ASCII and leaves the rest: %s → %s", (typed, ascii) => {
    expect(toAsciiDigits(typed)).toBe(ascii);
  });
  it("accepts the sign-up phone ٠١٠٠١٢٣٤٥٦٧ and stores it as 01001234567", () => {
    const form = { fullName: "باحث", email: "a@b.co", password: "secret-pass-1", confirmPassword: "secret-pass-1" };
    expect(ZSignupForm.parse({ ...form, phone: "٠١٠٠١٢٣٤٥٦٧" }).phone).toBe("01001234567");
    expect(ZSignupForm.parse({ ...form, phone: "۰۱۰۰۱۲۳۴۵۶۷" }).phone).toBe("01001234567");
    expect(ZSignupForm.safeParse({ ...form, phone: "٠١٠ abc" }).success).toBe(false);
    expect(ZRegisterInput.parse({ email: "a@b.co", password: "secret-pass-1", name: "x", phone: "+٢٠ ١٠٠" }).phone).toBe("+20 100");
  });
  it("reads ids, pages and limits typed in either style", () => {
    expect(ZId.parse("٤٢")).toBe(42);
    expect(ZPostId.parse("۷")).toBe(7);
    expect(ZPageQuery.parse({ page: "٢", limit: "١٠", cursor: "١٥" })).toMatchObject({ page: 2, limit: 10, cursor: 15 });
    expect(ZPageQuery.safeParse({ page: "٠" }).success).toBe(false);
    expect(ZOpportunityListQuery.parse({ page: "٣", limit: "۱۲" })).toMatchObject({ page: 3, limit: 12 });
  });
  it("normalizes a join request's phone and an article's read time", () => {
    const join = {
      opportunity_id: "٥",
      name: "ب",
      email: "r@x.co",
      phone: "٠١٢٣٤٥",
      expertise: "إحصاء",
      academic_background: "ماجستير",
      research_interests: "أوبئة",
    };
    expect(ZJoinInput.parse(join)).toMatchObject({ opportunity_id: 5, phone: "012345" });
    const post = { title: "ع", content: "م", author: "ك" };
    expect(ZPostInput.parse({ ...post, read_time: "۷ دقائق" }).read_time).toBe(7);
    expect(ZPostInput.parse({ ...post, read_time: "١٢" }).read_time).toBe(12);
  });
});

// JSON bodies keep their types; query strings and form fields are read from text explicitly.
describe("numbers and booleans: strict JSON, explicit text", () => {
  const notNumbers = [[4], [[[[[4]]]]], true, false, { n: 4 }, "4", null, 4.5, Number.NaN];
  it("zJsonInt takes a JSON whole number and nothing else", () => {
    expect(zJsonInt().parse(4)).toBe(4);
    for (const v of notNumbers) expect(zJsonInt().safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
  it("zIntText reads digits (any style, spaces around) and refuses everything else", () => {
    expect(zIntText().parse("42")).toBe(42);
    expect(zIntText().parse(" ٤٢ ")).toBe(42);
    for (const v of ["", "4.5", "-1", "1e3", "0x10", "4,5", "four", "Infinity", [4], 4, true])
      expect(zIntText().safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
  it("zQueryInt keeps its range and leaves a missing value undefined", () => {
    expect(zQueryInt(1, 100).parse(undefined)).toBeUndefined();
    expect(zQueryInt(1, 100).parse("100")).toBe(100);
    expect(zQueryInt(1, 100).safeParse("101").success).toBe(false);
    expect(zQueryInt(1, 100).safeParse("0").success).toBe(false);
    expect(ZPageQuery.safeParse({ page: "1e1" }).success).toBe(false);
    expect(ZPageQuery.safeParse({ limit: " " }).success).toBe(false);
  });
  it("zFlagText reads 'true'/'false' ('1'/'0', empty) and refuses other words", () => {
    expect(zFlagText().parse(undefined)).toBe(false);
    expect(zFlagText().parse("true")).toBe(true);
    expect(zFlagText().parse("1")).toBe(true);
    expect(zFlagText().parse("false")).toBe(false);
    expect(zFlagText().parse("")).toBe(false);
    for (const v of ["yes", "TRUE", "on", true, [true]]) expect(zFlagText().safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
  it("ids keep the documented contract: a JSON number or a digit string, never a list or a boolean", () => {
    expect(ZId.parse(7)).toBe(7);
    expect(ZId.parse("7")).toBe(7);
    for (const v of [[7], true, { id: 7 }, "7.5", 7.5, null]) expect(ZId.safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
  it("the finding: a rating of [4], [[[[[4]]]]] or true is refused, naming the field; an accept flag must be a JSON boolean", () => {
    for (const rating of [[4], [[[[[4]]]]], true, "4"]) {
      const r = ZRateInput.safeParse({ exam_id: 1, rating });
      expect(r.success, JSON.stringify(rating)).toBe(false);
      expect(r.error?.issues[0].path).toEqual(["rating"]);
    }
    expect(ZRateInput.parse({ exam_id: "3", rating: 4 })).toEqual({ exam_id: 3, rating: 4 });
    for (const accepted of ["true", 1, [true], null]) expect(ZAcceptInput.safeParse({ answer_id: 1, accepted }).success).toBe(false);
  });
  it("an exam's duration: a JSON number in JSON, digits in a form field", () => {
    expect(ZExamUpdate.parse({ id: 1, duration_minutes: 90 }).duration_minutes).toBe(90);
    expect(ZExamUpdate.parse({ id: 1, duration_minutes: null }).duration_minutes).toBeNull();
    for (const d of ["90", [90], true]) expect(ZExamUpdate.safeParse({ id: 1, duration_minutes: d }).success).toBe(false);
    expect(ZExamUpdateForm.parse({ id: "1", duration_minutes: "٩٠" }).duration_minutes).toBe(90);
    expect(ZExamUpdateForm.parse({ id: "1", duration_minutes: "" }).duration_minutes).toBeNull();
    for (const d of ["0x10", "1e2", "90 minutes", "0"]) expect(ZExamUpdateForm.safeParse({ id: "1", duration_minutes: d }).success, d).toBe(false);
  });
});
