import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
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
