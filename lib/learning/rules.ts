// Client-safe constants and pure rules of the learning sections (prep exams, e-library, resources).
import type { TransitionMap } from "@/lib/moderation/transitions";

export const DIFFICULTIES = ["Advanced", "Intermediate", "Beginner"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The exam resources an upload may list, all selected by default. */
export const EXAM_RESOURCES = ["practiceTests", "studyGuides", "videoTutorials"] as const;
export type ExamResource = (typeof EXAM_RESOURCES)[number];

export const RESOURCE_TYPES = ["guide", "video", "article"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_STATUSES = ["Draft", "Published"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
/** An admin publishes a draft or takes a published resource back to draft. */
export const RESOURCE_TRANSITIONS: TransitionMap<ResourceStatus> = { Draft: ["Published"], Published: ["Draft"] };

export const EXAM_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const BOOK_MAX_BYTES = 30 * 1024 * 1024;
export const RESOURCE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Badge colour: Advanced ('متقدم') red, Intermediate ('متوسط') yellow, anything else green. */
export function difficultyTone(difficulty: string): "red" | "yellow" | "green" {
  if (difficulty === "Advanced" || difficulty === "متقدم") return "red";
  if (difficulty === "Intermediate" || difficulty === "متوسط") return "yellow";
  return "green";
}

/** Only web links: never `javascript:`, `data:` or anything a click would run. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The stored resources list of an exam: a JSON list, kept to the known names, in their order. */
export function parseExamResources(value: unknown): ExamResource[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return EXAM_RESOURCES.filter((r) => list.includes(r));
}

/** Categories for filter chips: the distinct non-empty values, in the page's collation. */
export function distinctCategories(values: (string | null | undefined)[], locale = "ar"): string[] {
  const set = new Set(values.map((v) => (v ?? "").trim()).filter(Boolean));
  return [...set].sort((a, b) => a.localeCompare(b, locale));
}
