import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { auditStepText, auditTargetText } from "@/lib/audit/words";
import { REVIEW_DECISIONS } from "@/lib/articles/rules";
import { dateFormatter } from "@/lib/i18n/dates";
import { labelOf } from "@/lib/i18n/keys";
import { ASSIGNMENT_STATUSES, REVIEW_MODES } from "@/lib/reviews/rules";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const translator = (locale: "ar" | "en") => createTranslator({ locale, messages: locale === "ar" ? ar : en, namespace: "Audit" }) as never;
// the one formatter, with Arabic-Indic digits chosen
const arabicDigits = dateFormatter({ locale: "ar", preferences: { calendar: "gregorian", digits: "arab" } }).number;

describe("an audit entry's step and target in the reader's language", () => {
  it("Arabic: no code of the app shows", () => {
    const t = translator("ar");
    expect(auditStepText(t, { from: "draft", to: "submitted" })).toBe("مسودة ← مرسلة");
    expect(auditStepText(t, { reason: "off_topic" })).toBe("بلاغ: خارج الموضوع");
    expect(auditTargetText(t, { target_type: "article", target_id: "2" }, arabicDigits)).toBe("المقال ٢");
    expect(auditStepText(t, { decision: "accept", reviews: 2, round: 1 }, arabicDigits)).toBe("قبول، بعد تحكيمين، الجولة ١");
    expect(auditStepText(t, { decision: "revisions", reviews: 0, round: 2 }, arabicDigits)).toBe("طلب تعديلات، قبل وصول أي تحكيم، الجولة ٢");
    expect(auditStepText(t, { mode: "open" })).toBe("طريقة التحكيم: مفتوح");
  });
  it("English", () => {
    const t = translator("en");
    expect(auditStepText(t, { from: "pending", to: "approved" })).toBe("Pending → Approved");
    expect(auditStepText(t, { to: "Published" })).toBe("→ Published");
    expect(auditStepText(t, null)).toBeNull();
    expect(auditTargetText(t, { target_type: "article", target_id: "2" }, String)).toBe("Article 2");
    expect(auditStepText(t, { decision: "reject", reviews: 3, round: 1 })).toBe("Reject, after 3 reviews, round 1");
    expect(auditStepText(t, { mode: "double_anonymous" })).toBe("Review mode: Double-anonymous");
  });

  it("names every action the editors' review steps record, in both languages", () => {
    const actions = ["article.decision", "review.mode", "review.invite", ...ASSIGNMENT_STATUSES.map((s) => `review.${s}`), "answer.accept", "answer.unaccept"];
    for (const locale of ["ar", "en"] as const) {
      const t = translator(locale);
      for (const action of actions) expect(labelOf(t, "actions", action), `${locale} ${action}`).not.toBe(action);
    }
    for (const decision of REVIEW_DECISIONS) expect(labelOf(translator("en"), "decisions", decision)).not.toBe(decision);
    for (const mode of REVIEW_MODES) expect(labelOf(translator("ar"), "modes", mode)).not.toBe(mode);
  });
});
