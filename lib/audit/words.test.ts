import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { auditStepText, auditTargetText } from "@/lib/audit/words";
import { dateFormatter } from "@/lib/i18n/dates";
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
  });
  it("English", () => {
    const t = translator("en");
    expect(auditStepText(t, { from: "pending", to: "approved" })).toBe("Pending → Approved");
    expect(auditStepText(t, { to: "Published" })).toBe("→ Published");
    expect(auditStepText(t, null)).toBeNull();
    expect(auditTargetText(t, { target_type: "article", target_id: "2" }, String)).toBe("Article 2");
  });
});
