import { describe, expect, it } from "vitest";
import { byline, inReadingOrder, leadingText } from "@/lib/i18n/reading-order";

describe("reading order", () => {
  it("puts the interface's language first where the article has it", () => {
    expect(inReadingOrder("الطاقة", "Energy", "en")).toEqual([
      { text: "Energy", lang: "en" },
      { text: "الطاقة", lang: "ar" },
    ]);
    expect(inReadingOrder("الطاقة", "Energy", "ar")).toEqual([
      { text: "الطاقة", lang: "ar" },
      { text: "Energy", lang: "en" },
    ]);
  });
  it("keeps the Arabic first when there is no English (or only blanks)", () => {
    expect(inReadingOrder("الطاقة", null, "en")).toEqual([{ text: "الطاقة", lang: "ar" }, null]);
    expect(leadingText("الطاقة", "  ", "en")).toEqual({ text: "الطاقة", lang: "ar" });
  });
  it("joins a byline with the interface's comma, several names in the interface's direction", () => {
    expect(byline("هدى سالم، James Whitfield", "en")).toEqual({ name: "هدى سالم, James Whitfield", dir: "ltr" });
    expect(byline("James Whitfield، هدى سالم", "ar")).toEqual({ name: "James Whitfield، هدى سالم", dir: "rtl" });
    expect(byline("James Whitfield", "ar")).toEqual({ name: "James Whitfield" });
  });
});
