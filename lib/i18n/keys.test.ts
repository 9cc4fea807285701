import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { ARTICLE_STATUSES } from "@/lib/articles/rules";
import { REPORT_ACTIONS } from "@/lib/reports/rules";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { labelOf } from "./keys";

describe("labelOf", () => {
  const t = createTranslator({ locale: "en", messages: en, namespace: "Audit" });

  it("names a run-time value through its group's message, a dot in it read as an underscore", () => {
    expect(labelOf(t, "actions", "user.role")).toBe(en.Audit.actions.user_role);
    expect(labelOf(t, "actions", "update_create")).toBe(en.Audit.actions.update_create);
  });

  it("gives the value itself where the catalogue has no message for it", () => {
    expect(labelOf(t, "actions", "something.new")).toBe("something.new");
    expect(labelOf(t, "nowhere", "user.role")).toBe("user.role");
  });
});

describe("the audit log's labels", () => {
  // the actions whose name is built at run time: an article's workflow step, a report's resolution
  const built = [...ARTICLE_STATUSES.filter((s) => s !== "draft").map((s) => `article.${s}`), ...REPORT_ACTIONS.map((a) => `report.${a}`)];

  it("names every workflow step and report resolution in both languages", () => {
    for (const messages of [en, ar]) {
      const t = createTranslator({ locale: messages === en ? "en" : "ar", messages: messages as typeof en, namespace: "Audit" });
      for (const action of built) expect(labelOf(t, "actions", action), action).not.toBe(action);
    }
  });
});
