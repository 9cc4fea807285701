import { normalizeArabic } from "@/lib/search/arabic";
import { splitKeywords } from "@/lib/posts/text";

// The category derives from the keywords through a map, default 'عام' (general); six
// categories have their own colour palette. Arabic keywords map too, since writers here use both.
export const CATEGORY_KEYS = ["computerScience", "technology", "environmentalScience", "medicalScience", "engineering", "science"] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number] | "general";

const KEYWORD_MAP: [string, CategoryKey][] = [
  ["computer", "computerScience"],
  ["computing", "computerScience"],
  ["computer science", "computerScience"],
  ["ai", "computerScience"],
  ["artificial intelligence", "computerScience"],
  ["machine learning", "computerScience"],
  ["technology", "technology"],
  ["energy", "environmentalScience"],
  ["renewable energy", "environmentalScience"],
  ["environment", "environmentalScience"],
  ["environmental science", "environmentalScience"],
  ["medical", "medicalScience"],
  ["medicine", "medicalScience"],
  ["health", "medicalScience"],
  ["medical science", "medicalScience"],
  ["engineering", "engineering"],
  ["science", "science"],
  ["حاسوب", "computerScience"],
  ["الحاسوب", "computerScience"],
  ["علوم الحاسوب", "computerScience"],
  ["حوسبه", "computerScience"],
  ["الذكاء الاصطناعي", "computerScience"],
  ["ذكاء اصطناعي", "computerScience"],
  ["تعلم الاله", "computerScience"],
  ["التعلم الالي", "computerScience"],
  ["تعلم الي", "computerScience"],
  ["تقنيه", "technology"],
  ["التقنيه", "technology"],
  ["تكنولوجيا", "technology"],
  ["التكنولوجيا", "technology"],
  ["طاقه", "environmentalScience"],
  ["الطاقه", "environmentalScience"],
  ["الطاقه المتجدده", "environmentalScience"],
  ["طاقه متجدده", "environmentalScience"],
  ["بيئه", "environmentalScience"],
  ["البيئه", "environmentalScience"],
  ["العلوم البيئيه", "environmentalScience"],
  ["طب", "medicalScience"],
  ["الطب", "medicalScience"],
  ["طبي", "medicalScience"],
  ["صحه", "medicalScience"],
  ["الصحه", "medicalScience"],
  ["العلوم الطبيه", "medicalScience"],
  ["هندسه", "engineering"],
  ["الهندسه", "engineering"],
  ["علوم", "science"],
  ["العلوم", "science"],
  ["علم", "science"],
];
const BY_KEYWORD = new Map(KEYWORD_MAP.map(([k, v]) => [normalizeArabic(k), v]));

/** The category of the first keyword the map knows, else 'general'. */
export function categoryFromKeywords(keywords: string | null | undefined): CategoryKey {
  for (const k of splitKeywords(keywords)) {
    const hit = BY_KEYWORD.get(normalizeArabic(k));
    if (hit) return hit;
  }
  return "general";
}

export type ResolvedCategory = { key: CategoryKey; label: string | null };

/**
 * What a card shows: the writer's category when it names a known one (in either language) or is
 * free text (shown as written, general palette); otherwise the category the keywords give.
 */
export function resolveCategory(p: { category?: string | null; keywords?: string | null }): ResolvedCategory {
  const written = (p.category ?? "").trim();
  if (written) {
    const normalized = normalizeArabic(written);
    if ((CATEGORY_KEYS as readonly string[]).includes(written)) return { key: written as CategoryKey, label: null };
    const known = BY_KEYWORD.get(normalized);
    if (known) return { key: known, label: null };
    if (normalized === "عام" || normalized === "general") return { key: "general", label: null };
    return { key: "general", label: written };
  }
  return { key: categoryFromKeywords(p.keywords), label: null };
}

/** Colour palettes, as Tailwind classes for the tag and the image overlay. */
export const CATEGORY_PALETTE: Record<CategoryKey, string> = {
  computerScience: "bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200",
  technology: "bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200",
  environmentalScience: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
  medicalScience: "bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-200",
  engineering: "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200",
  science: "bg-teal-100 text-teal-800 dark:bg-teal-900/50 dark:text-teal-200",
  general: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
};

/** The names the legacy JSON `category` carries; 'عام' is the default. */
export const CATEGORY_LEGACY_NAME: Record<CategoryKey, string> = {
  computerScience: "Computer Science",
  technology: "Technology",
  environmentalScience: "Environmental Science",
  medicalScience: "Medical Science",
  engineering: "Engineering",
  science: "Science",
  general: "عام",
};

/**
 * The legacy API's `category`: exactly what the client sent ('علوم الحاسوب' stays
 * 'علوم الحاسوب'); empty, the name of the category the keywords give. The one translation is the
 * admin form's own option values (`computerScience`, …, `general`), which name a category by key.
 */
export function legacyCategoryName(p: { category?: string | null; keywords?: string | null }): string {
  const written = (p.category ?? "").trim();
  if (!written) return CATEGORY_LEGACY_NAME[categoryFromKeywords(p.keywords)];
  if (written === "general" || (CATEGORY_KEYS as readonly string[]).includes(written)) return CATEGORY_LEGACY_NAME[written as CategoryKey];
  return written;
}

/** What the admin form edits for a legacy `category`: a key, free text, or "" (from the keywords). */
export function editableCategory(p: { category?: string | null; keywords?: string | null }): string {
  const written = (p.category ?? "").trim();
  const key = (Object.keys(CATEGORY_LEGACY_NAME) as CategoryKey[]).find((k) => CATEGORY_LEGACY_NAME[k] === written);
  if (!key) return written;
  return key === "general" || key === categoryFromKeywords(p.keywords) ? "" : key;
}
