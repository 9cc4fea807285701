import { describe, expect, it } from "vitest";
import { citedName, oneLine } from "@/lib/articles/names";

describe("names as their owners write them", () => {
  it.each([
    ["د. ليلى حداد", "ليلى حداد"],
    ["أ.د. عبد الله بن سعيد", "عبد الله بن سعيد"],
    ["أ. د. أبو بكر آل سعود", "أبو بكر آل سعود"],
    ["أ.م.د. عبد الرحمن", "عبد الرحمن"],
    ["الدكتورة ليلى حداد", "ليلى حداد"],
    ["الأستاذ الدكتور عمر بن سعيد", "عمر بن سعيد"],
    ["Dr. Omar Hassan", "Omar Hassan"],
    ["Prof Dr. Laila Haddad, PhD", "Laila Haddad"],
    ["Drew Barrymore", "Drew Barrymore"],
    ["Eng Wei", "Eng Wei"],
    ["منارة", "منارة"],
    ["د.", "د."],
  ])("%s is cited as %s", (written, cited) => {
    expect(citedName(written)).toBe(cited);
  });
});

describe("oneLine", () => {
  it("puts a value on one line: breaks and runs of spaces become one space", () => {
    expect(oneLine("  أثر\r\nالتحلية\u2028 على\t\tالمياه  ")).toBe("أثر التحلية على المياه");
  });
});
