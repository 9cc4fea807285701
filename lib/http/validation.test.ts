import { describe, expect, it } from "vitest";
import { isCrossSite, validationText } from "./validation";

const h = (init: Record<string, string>) => new Headers(init);

describe("isCrossSite", () => {
  it("accepts an Origin naming the host the request was sent to, or the public origin", () => {
    expect(isCrossSite(h({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }), undefined)).toBe(false);
    expect(isCrossSite(h({ host: "10.0.0.5:3000", origin: "https://manara.example.org" }), "https://manara.example.org")).toBe(false);
    expect(isCrossSite(h({ host: "127.0.0.1:3000" }), undefined)).toBe(false); // not a browser
  });

  it("refuses another site, even when X-Forwarded-Host claims it", () => {
    expect(isCrossSite(h({ host: "127.0.0.1:3000", origin: "http://evil.example" }), undefined)).toBe(true);
    expect(isCrossSite(h({ host: "127.0.0.1:3000", origin: "http://evil.example", "x-forwarded-host": "evil.example" }), undefined)).toBe(true);
    expect(isCrossSite(h({ host: "127.0.0.1:3000", origin: "null" }), undefined)).toBe(true);
    expect(isCrossSite(h({ host: "127.0.0.1:3000", "sec-fetch-site": "cross-site" }), undefined)).toBe(true);
  });
});

describe("validationText", () => {
  it("says a rule's limit in English, with the number the rule has", () => {
    expect(validationText("passwordMin")).toBe("Password must be at least 8 characters");
    expect(validationText("tooManyTags")).toBe("At most 20 tags");
    expect(validationText("readTimeInvalid")).toBe("Read time must be a number of minutes between 1 and 600");
    expect(validationText("required")).not.toContain("{");
    expect(validationText("no_such_key")).toBe("no_such_key");
  });
});
