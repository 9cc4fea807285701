import { describe, expect, it } from "vitest";
import { canDeleteComment, canEditComment, COMMENT_EDIT_WINDOW_MS, commentSegments, parseMentions } from "./rules";

describe("parseMentions", () => {
  it("finds each handle once, lower-cased, in order", () => {
    expect(parseMentions("@Sara-K و @omar_1 شكراً، و@x لا، ثم @sara-k مرة أخرى")).toEqual(["sara-k", "omar_1"]);
  });

  it("reads a mention at the start, after punctuation and in Arabic text", () => {
    expect(parseMentions("@lina: انظري (@huda) «@amal»")).toEqual(["lina", "huda", "amal"]);
  });

  it("ignores e-mail addresses, links, short or over-long handles", () => {
    expect(parseMentions("write to sara@uni.edu or see https://x.org/@omar")).toEqual([]);
    expect(parseMentions("@ab and @" + "a".repeat(31))).toEqual([]);
    expect(parseMentions("@@lina")).toEqual([]);
  });

  it("takes a handle up to where handle characters end", () => {
    expect(parseMentions("@lina.")).toEqual(["lina"]);
    expect(parseMentions("@lina،")).toEqual(["lina"]);
  });
});

describe("commentSegments", () => {
  const join = (text: string) =>
    commentSegments(text)
      .map((s) => s.text)
      .join("");

  it("keeps every character of the text, in order", () => {
    for (const text of ["", "نص فقط", "see https://a.org/x?y=1. then @lina!", "<b>bold</b> & <script>alert(1)</script>"]) expect(join(text)).toBe(text);
  });

  it("makes http(s) links, leaving sentence punctuation and unbalanced brackets out", () => {
    expect(commentSegments("انظر https://example.org/a_(b), ثم (https://x.org/p).")).toEqual([
      { kind: "text", text: "انظر " },
      { kind: "link", text: "https://example.org/a_(b)", href: "https://example.org/a_(b)", host: "example.org", hostHidden: false },
      { kind: "text", text: ", ثم (" },
      { kind: "link", text: "https://x.org/p", href: "https://x.org/p", host: "x.org", hostHidden: false },
      { kind: "text", text: ")." },
    ]);
    expect(commentSegments("is it https://x.org/q؟")[1]).toEqual({
      kind: "link",
      text: "https://x.org/q",
      href: "https://x.org/q",
      host: "x.org",
      hostHidden: false,
    });
  });

  it("links nothing but http(s): markup, javascript: and data: stay text", () => {
    for (const text of ['<a href="https://evil.org">x</a>', "javascript:alert(1)", "data:text/html,<script>1</script>", "ftp://x.org"]) {
      const links = commentSegments(text).filter((s) => s.kind === "link");
      for (const l of links) expect(l.kind === "link" && /^https?:\/\//.test(l.href) && !/["<>]/.test(l.href)).toBe(true);
    }
    expect(commentSegments("javascript:alert(1)")).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });

  it("shows the real host where the text hides it: look-alike letters, encoded or upper-case hosts", () => {
    // the first "а" is Cyrillic: the address reads as apple.com and leads elsewhere
    expect(commentSegments("https://\u0430pple.com/login")).toEqual([
      { kind: "link", text: "https://\u0430pple.com/login", href: "https://xn--pple-43d.com/login", host: "xn--pple-43d.com", hostHidden: true },
    ]);
    expect(commentSegments("https://ex%61mple.org/a")[0]).toMatchObject({ kind: "link", host: "example.org", hostHidden: true });
    expect(commentSegments("https://Example.ORG/a")[0]).toMatchObject({ kind: "link", host: "example.org", hostHidden: false });
  });

  it("makes no link of an address with a user name or password, which reads as one host and leads to another", () => {
    for (const text of ["https://bank.com@evil.org/", "https://bank.com:pw@evil.org/x", "http://user:pass@x.org"]) {
      expect(commentSegments(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("marks mentions, but not inside a link", () => {
    expect(commentSegments("@Lina see https://x.org/@omar")).toEqual([
      { kind: "mention", text: "@Lina", handle: "lina" },
      { kind: "text", text: " see " },
      { kind: "link", text: "https://x.org/@omar", href: "https://x.org/@omar", host: "x.org", hostHidden: false },
    ]);
  });
});

describe("edit and delete", () => {
  const createdAt = new Date("2026-11-25T10:00:00Z");
  const own = { userId: "u1", createdAt };
  it("lets the author edit within the window only", () => {
    expect(canEditComment({ id: "u1", role: "user" }, own, new Date(createdAt.getTime() + COMMENT_EDIT_WINDOW_MS - 1))).toBe(true);
    expect(canEditComment({ id: "u1", role: "user" }, own, new Date(createdAt.getTime() + COMMENT_EDIT_WINDOW_MS))).toBe(false);
    expect(canEditComment({ id: "a1", role: "admin" }, own, createdAt)).toBe(false);
  });
  it("lets the author or an admin delete", () => {
    expect(canDeleteComment({ id: "u1", role: "user" }, own)).toBe(true);
    expect(canDeleteComment({ id: "u2", role: "user" }, own)).toBe(false);
    expect(canDeleteComment({ id: "a1", role: "admin" }, own)).toBe(true);
  });
});
