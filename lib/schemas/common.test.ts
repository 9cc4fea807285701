import { describe, expect, it } from "vitest";
import { ZSignupForm, ZRegisterInput } from "./auth";
import { toAsciiDigits, ZId, ZPageQuery } from "./common";
import { ZJoinInput, ZOpportunityListQuery } from "./opportunities";
import { ZPostId, ZPostInput } from "./posts";

// Inputs accept both digit styles: the client and the server parse the same schemas, so a phone
// typed as ٠١٠٠١٢٣٤٥٦٧ is the same phone as 01001234567 on both sides.
describe("digits in any style", () => {
  it("turns Arabic-Indic and Persian digits into ASCII and leaves the rest", () => {
    expect(toAsciiDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toAsciiDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toAsciiDigits("+٢٠ (10) ۱٢3-4")).toBe("+20 (10) 123-4");
    expect(toAsciiDigits("صفحة ٣")).toBe("صفحة 3");
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
