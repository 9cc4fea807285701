import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml, summaryText, textOrHtmlToSafeHtml, textToSafeHtml } from "@/lib/sanitize";

// A corpus of stored-XSS vectors (OWASP cheat sheet, PortSwigger, html5sec): none may keep a
// script, an event handler, a javascript:/vbscript:/data: URL, or an embedding element.
const VECTORS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.test/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<body onload=alert(1)>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="  javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="#" onclick="alert(1)">x</a>`,
  `<p onmouseover="alert(1)">hover</p>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="x:expression(alert(1))">x</p>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><input type=submit></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<marquee onstart=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<style>@import 'javascript:alert(1)';</style>`,
  `<img src="x" onerror="alert(1)"//`,
  `"><script>alert(1)</script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="//evil.test">protocol-relative</a>`,
  `<isindex action=javascript:alert(1) type=image>`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
];

const DANGER =
  /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<input|<button|<meta|<link|<base|<details|<video|<audio|<marquee|<template|<body|\son\w+\s*=|javascript:|vbscript:|data:|expression\(|srcdoc|href="\/\//i;

describe("sanitizeArticleHtml", () => {
  it(`has a corpus of at least 30 vectors (${VECTORS.length})`, () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(VECTORS)("neutralizes %s", (vector) => {
    const clean = sanitizeArticleHtml(`<p>قبل</p>${vector}<p>بعد</p>`);
    expect(clean).not.toMatch(DANGER);
    expect(clean).toContain("قبل");
  });

  it("keeps headings, paragraphs, lists, links, emphasis, images, tables, code and quotes", () => {
    const html = [
      "<h2>مقدمة</h2>",
      "<p>نص <strong>عريض</strong> و<em>مائل</em> with <code>x = 1</code></p>",
      "<ul><li>أ</li></ul><ol><li>ب</li></ol>",
      '<p><a href="https://example.org/paper">رابط</a></p>',
      '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="شكل">',
      "<table><thead><tr><th>أ</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>",
      "<pre><code>print('hi')</code></pre>",
      "<blockquote>اقتباس</blockquote>",
    ].join("");
    const clean = sanitizeArticleHtml(html);
    for (const tag of ["<h2", "<strong>", "<em>", "<code>", "<ul", "<ol", "<li", "<a ", "<img ", "<table>", "<th", "<td", "<pre", "<blockquote"]) {
      expect(clean).toContain(tag);
    }
    // a list takes its direction from its text, so its markers sit inside its padding whatever the interface's direction
    expect(clean).toContain('<ul dir="auto"><li dir="auto">أ</li></ul><ol dir="auto">');
    expect(clean).toContain('href="https://example.org/paper"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it("gives every block dir=auto so mixed Arabic and English lines read the right way", () => {
    expect(sanitizeArticleHtml("<p>Deep Learning هو فرع</p>")).toBe('<p dir="auto">Deep Learning هو فرع</p>');
    expect(sanitizeArticleHtml('<p dir="ltr">code</p>')).toBe('<p dir="ltr">code</p>');
  });

  it("is stable: sanitizing twice changes nothing", () => {
    const once = sanitizeArticleHtml(VECTORS.join("") + "<h3>x</h3><p>y</p>");
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});

describe("textOrHtmlToSafeHtml", () => {
  it("turns plain text into escaped paragraphs", () => {
    expect(textOrHtmlToSafeHtml("سطر أول\n\nسطر <ثانٍ>")).toBe('<p dir="auto">سطر أول</p><p dir="auto">سطر &lt;ثانٍ&gt;</p>');
  });
  it("sanitizes HTML", () => {
    expect(textOrHtmlToSafeHtml("<p>x</p><script>alert(1)</script>")).toBe('<p dir="auto">x</p>');
  });
  it("gives a body kept from an earlier render the same safe HTML, and an edited body its own", () => {
    const body = '<p>أ</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">b</a>';
    const first = textOrHtmlToSafeHtml(body);
    expect(first).not.toMatch(/onerror|javascript:/);
    expect(textOrHtmlToSafeHtml(body)).toBe(first);
    expect(textOrHtmlToSafeHtml(`${body}<script>alert(2)</script><p>ج</p>`)).toBe(`${first}<p dir="auto">ج</p>`);
    // a body too long to keep is made safe all the same
    const long = `<p>${"ن".repeat(70_000)}</p><script>alert(3)</script>`;
    expect(textOrHtmlToSafeHtml(long)).toBe(`<p dir="auto">${"ن".repeat(70_000)}</p>`);
  });
});

describe("summaryText", () => {
  it("keeps an abstract exactly as written: its <, > and & are text, not markup", () => {
    const abstract = "نتائج دالة (p<0.05) وكانت a<b و c>d، ثم <تسمية> و R&D و &amp; و <b>غامق</b>";
    expect(summaryText({ abstract: `  ${abstract}\n`, content: "ignored" })).toBe(abstract);
  });

  it("reads a post without an abstract from its content, which may be HTML", () => {
    expect(summaryText({ abstract: null, content: "<p>فقرة &amp; <b>نص</b></p><script>alert(1)</script>" })).toBe("فقرة & نص");
    expect(summaryText({ abstract: undefined, content: "p<0.05 و R&D" })).toBe("p<0.05 و R&D");
  });
});

describe("textToSafeHtml", () => {
  it("shows plain text as written, markup-looking words included, and survives sanitizing on the way out", () => {
    const html = textToSafeHtml('a<b و c>d & <b>x</b> "q"\r\nسطر\n\n<script>alert(1)</script>');
    expect(html).toBe(
      '<p dir="auto">a&lt;b و c&gt;d &amp; &lt;b&gt;x&lt;/b&gt; &quot;q&quot;<br />سطر</p><p dir="auto">&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(textOrHtmlToSafeHtml(html)).toBe(html.replaceAll("&quot;", '"'));
  });
});
