import { describe, expect, it } from "vitest";
import { ZExamInput, ZExamUpdate, ZRateInput } from "@/lib/schemas/exams";
import { ZResourceInput, ZResourceUpdate } from "@/lib/schemas/resources";
import { difficultyTone, distinctCategories, isWebLink, parseExamResources } from "./rules";

describe("learning rules", () => {
  const tones = { red: ["Advanced", "متقدم"], yellow: ["Intermediate", "متوسط"], green: ["Beginner", "whatever"] };
  for (const [tone, difficulties] of Object.entries(tones)) {
    it.each(difficulties)(`badge colours: advanced red, intermediate yellow, anything else green: %s → ${tone}`, (difficulty) => {
      expect(difficultyTone(difficulty)).toBe(tone);
    });
  }
  it("only http(s) links", () => {
    expect(isWebLink("https://example.org/a?b=1")).toBe(true);
    expect(isWebLink("http://x.test")).toBe(true);
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "ftp://x.org", "/local", "https://", "vbscript:x"])
      expect(isWebLink(bad)).toBe(false);
  });
  it("exam resources: the known names in their order, from a list or JSON", () => {
    expect(parseExamResources('["videoTutorials","practiceTests","x"]')).toEqual(["practiceTests", "videoTutorials"]);
    expect(parseExamResources("not json")).toEqual([]);
    expect(parseExamResources(null)).toEqual([]);
  });
  it("categories are distinct, trimmed and non-empty", () => {
    expect(distinctCategories([" الإحصاء", "الإحصاء", "", null, "العلوم"])).toEqual(["الإحصاء", "العلوم"]);
  });
});

describe("learning schemas", () => {
  const exam = { name: "GRE", description: "d", difficulty: "Advanced" };
  it("exam upload fields: resources as a JSON list of known names, an optional duration", () => {
    expect(ZExamInput.parse({ ...exam, resources: '["studyGuides"]', duration_minutes: "90" })).toMatchObject({
      resources: ["studyGuides"],
      duration_minutes: 90,
      category: "",
    });
    expect(ZExamInput.parse(exam)).toMatchObject({ resources: [], duration_minutes: null });
    expect(ZExamInput.safeParse({ ...exam, resources: '["hack"]' }).success).toBe(false);
    expect(ZExamInput.safeParse({ ...exam, resources: "[" }).success).toBe(false);
    expect(ZExamInput.safeParse({ ...exam, difficulty: "متقدم" }).success).toBe(false);
    expect(ZExamInput.safeParse({ ...exam, duration_minutes: "0" }).success).toBe(false);
  });
  it("an update leaves out what it does not name", () => {
    expect(ZExamUpdate.parse({ id: "3", name: "x" })).toEqual({ id: 3, name: "x" });
    expect(ZExamUpdate.parse({ id: 3, duration_minutes: null })).toEqual({ id: 3, duration_minutes: null });
  });
  it("ratings are whole JSON numbers 1–5", () => {
    expect(ZRateInput.parse({ exam_id: 1, rating: 5 }).rating).toBe(5);
    for (const r of [0, 6, 2.5, "x", "5", [4], true]) expect(ZRateInput.safeParse({ exam_id: 1, rating: r }).success).toBe(false);
  });
  it("resource links must be http(s); an update without a link keeps the stored one", () => {
    const base = { title: "t", type: "guide" };
    expect(ZResourceInput.parse({ ...base, download_url: " https://a.org " }).download_url).toBe("https://a.org");
    expect(ZResourceInput.parse(base).download_url).toBeNull();
    expect(ZResourceInput.safeParse({ ...base, download_url: "javascript:alert(1)" }).success).toBe(false);
    expect("download_url" in ZResourceUpdate.parse({ id: 1 }) && ZResourceUpdate.parse({ id: 1 }).download_url !== undefined).toBe(false);
    expect(ZResourceUpdate.parse({ id: 1, download_url: "" }).download_url).toBeNull();
  });
});
