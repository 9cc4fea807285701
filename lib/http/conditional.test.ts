import { describe, expect, it } from "vitest";
import { isNotModified, weakEtag } from "@/lib/http/conditional";

const modified = new Date("2026-03-09T10:00:00.750Z");
const ask = (headers: Record<string, string>, etag: string) => isNotModified(new Headers(headers), { etag, lastModified: modified });

describe("conditional GET", () => {
  it("tags what the answer depends on: another token or another document is another tag", () => {
    const tag = weakEtag("token-a", "<feed/>");
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(weakEtag("token-a", "<feed/>")).toBe(tag);
    expect(weakEtag("token-b", "<feed/>")).not.toBe(tag);
    expect(weakEtag("token-a", "<feed />")).not.toBe(tag);
    // the parts are kept apart: moving a character from one to the other changes the tag
    expect(weakEtag("ab", "c")).not.toBe(weakEtag("a", "bc"));
  });

  it("matches If-None-Match weakly, in a list or as *", () => {
    const etag = 'W/"abc"';
    expect(ask({ "If-None-Match": 'W/"abc"' }, etag)).toBe(true);
    expect(ask({ "If-None-Match": '"abc"' }, etag)).toBe(true);
    expect(ask({ "If-None-Match": '"x", W/"abc"' }, etag)).toBe(true);
    expect(ask({ "If-None-Match": "*" }, etag)).toBe(true);
    expect(ask({ "If-None-Match": 'W/"abd"' }, etag)).toBe(false);
  });

  it("reads If-Modified-Since to the second, and only without If-None-Match", () => {
    expect(ask({ "If-Modified-Since": "Mon, 09 Mar 2026 10:00:00 GMT" }, "x")).toBe(true);
    expect(ask({ "If-Modified-Since": "Mon, 09 Mar 2026 10:05:00 GMT" }, "x")).toBe(true);
    expect(ask({ "If-Modified-Since": "Mon, 09 Mar 2026 09:59:59 GMT" }, "x")).toBe(false);
    expect(ask({ "If-Modified-Since": "yesterday" }, "x")).toBe(false);
    expect(ask({ "If-None-Match": '"other"', "If-Modified-Since": "Mon, 09 Mar 2026 10:05:00 GMT" }, "x")).toBe(false);
    expect(ask({}, "x")).toBe(false);
  });
});
