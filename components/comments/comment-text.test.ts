import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CommentText } from "./comment-text";

const html = (text: string) => renderToStaticMarkup(createElement(CommentText, { text }));

describe("CommentText", () => {
  it("renders a member's markup as text, never as elements", () => {
    const out = html('<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="javascript:alert(3)">x</a>');
    expect(out).not.toMatch(/<img|<script|<a href="javascript/);
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("makes http(s) links clickable in a new tab, as the member's (nofollow ugc)", () => {
    const out = html("انظر https://example.org/a?b=1&c=2.");
    expect(out).toContain('<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="nofollow ugc noopener noreferrer"');
    expect(out).toMatch(/>https:\/\/example\.org\/a\?b=1&amp;c=2<\/a><span>\.<\/span>/);
  });

  it("links a mention to the member's page, and keeps the text's direction to the reader's script", () => {
    const out = html("@Lina شكرًا");
    expect(out).toContain('href="/researchers/lina"');
    expect(out).toMatch(/^<p [^>]*dir="auto"/);
  });
});
