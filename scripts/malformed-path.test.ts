import { describe, expect, it } from "vitest";
import { isMalformedPath } from "./malformed-path.mjs";

describe("isMalformedPath", () => {
  it("refuses escapes that are no UTF-8, and a '%' that escapes nothing", () => {
    for (const path of ["/uploads/%FF", "/feeds/tags/%C0%AF.atom", "/backend/api/library/download.php/%ED%A0%80", "/tags/%E2%82", "/researchers/a%zz", "/x%"])
      expect(isMalformedPath(path), path).toBe(true);
  });
  it("accepts plain paths, UTF-8 escapes and anything in the query string", () => {
    for (const path of ["/", "/tags/nlp", "/tags/%D8%AA%D8%B9%D9%84%D9%85", "/uploads/a%20b.pdf", "/researchers/x?q=%FF", "/qa-section/12?next=%zz"])
      expect(isMalformedPath(path), path).toBe(false);
  });
});
