import { describe, expect, it } from "vitest";
import { ZCollaborationInput, ZJoinInput, ZOpportunityInput, ZResearchProjectInput, ZStatusInput } from "./opportunities";

describe("ZOpportunityInput", () => {
  it("applies the spec's defaults and accepts tags as a JSON string", () => {
    const v = ZOpportunityInput.parse({ title: " T ", description: "D", contact_email: "A@B.co", tags: '["x"," x ",""]', user_id: 1 });
    expect(v).toEqual({ title: "T", description: "D", field: "عام", type: "تعاون بحثي", contact_email: "a@b.co", tags: ["x"] });
  });
  it("requires a valid e-mail and a title", () => {
    expect(ZOpportunityInput.safeParse({ title: "", description: "D", contact_email: "a@b.co" }).success).toBe(false);
    expect(ZOpportunityInput.safeParse({ title: "T", description: "D", contact_email: "nope" }).success).toBe(false);
  });
  it("refuses too many tags", () => {
    const r = ZOpportunityInput.safeParse({ title: "T", description: "D", contact_email: "a@b.co", tags: Array.from({ length: 30 }, (_, i) => `t${i}`) });
    expect(r.success).toBe(false);
  });
});

describe("requests", () => {
  const base = { name: "N", email: "n@x.co", expertise: "E", academic_background: "B" };
  it("join needs research_interests, the message is optional", () => {
    expect(ZJoinInput.safeParse({ ...base, opportunity_id: "3" }).success).toBe(false);
    expect(ZJoinInput.parse({ ...base, opportunity_id: "3", research_interests: "R" })).toMatchObject({ opportunity_id: 3, phone: "", message: "" });
  });
  it("collaboration needs a message, research interests optional", () => {
    expect(ZCollaborationInput.safeParse({ ...base, project_id: 1 }).success).toBe(false);
    expect(ZCollaborationInput.safeParse({ ...base, project_id: 1, message: "M" }).success).toBe(true);
  });
  it("ids must be positive integers", () => {
    for (const id of [0, -1, "x", 1.5, null]) expect(ZStatusInput.safeParse({ id, status: "approved" }).success).toBe(false);
    expect(ZStatusInput.safeParse({ id: 1, status: "done" }).success).toBe(false);
  });
});

describe("ZResearchProjectInput", () => {
  it("needs the four fields and one tag, with the spec's single message", () => {
    const r = ZResearchProjectInput.safeParse({ title: "T", description: "D", institution: "I", requiredExpertise: "", tags: [] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(["projectRequired", "projectRequired"]);
    expect(ZResearchProjectInput.safeParse({ title: "T", description: "D", institution: "I", requiredExpertise: "R", tags: ["a"] }).success).toBe(true);
  });
});
