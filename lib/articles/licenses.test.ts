import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { LICENSE_KEYS, LICENSE_URLS, LICENSES, licenseRights, toLicense } from "@/lib/articles/licenses";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

describe("licences", () => {
  it("are read in any letter case and written in SPDX's spelling; anything else is no licence", () => {
    expect(toLicense("cc-by-4.0")).toBe("CC-BY-4.0");
    expect(toLicense(" CC-by-NC-sa-4.0 ")).toBe("CC-BY-NC-SA-4.0");
    expect(toLicense("cc0-1.0")).toBe("CC0-1.0");
    expect(toLicense("ALL-RIGHTS-RESERVED")).toBe("all-rights-reserved");
    for (const other of ["CC-BY-3.0", "cc0", "", null, 4]) expect(toLicense(other)).toBeNull();
  });
  it("each has its address, all rights reserved none, and a rights statement", () => {
    expect(LICENSES.filter((l) => !LICENSE_URLS[l])).toEqual(["all-rights-reserved"]);
    expect(licenseRights("CC-BY-NC-ND-4.0")).toBe("https://creativecommons.org/licenses/by-nc-nd/4.0/");
    expect(licenseRights("all-rights-reserved")).toBe("All rights reserved");
  });
  it("each has a label in Arabic and English wherever licences are shown", () => {
    for (const messages of [ar, en])
      for (const namespace of ["ArticlePublication", "ArticleForm"] as const) {
        const t = createTranslator({ locale: "en", messages, namespace, onError: (e) => expect.fail(e.message) });
        for (const l of LICENSES) expect(t(`licenses.${LICENSE_KEYS[l]}`)).not.toMatch(/licenses/);
      }
  });
});
