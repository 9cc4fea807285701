import type { APIRequestContext } from "@playwright/test";
import { expect } from "../fixtures";

const API = "/backend/api/articles";

/** The smallest file the upload service takes as a PDF. */
export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Written = { id: number; title: string; pdfUrl: string | null };

type Draft = { title: string; keywords: string[]; pdf?: boolean; fields?: Record<string, string> };

/** A draft by `author` (a verified member's API client), with its keywords, a co-author, a DOI and optionally a PDF; `fields` replace the defaults. */
export async function submitDraft(author: APIRequestContext, { title, keywords, pdf = false, fields: extra = {} }: Draft): Promise<Written> {
  const fields = {
    title_ar: title,
    title_en: "An English title",
    abstract_ar: "ملخص عربي للمقال.",
    keywords: JSON.stringify(keywords),
    co_authors: JSON.stringify([{ name: "ليلى حداد", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" }]),
    references: JSON.stringify(["المرجع الأول"]),
    license: "cc-by-4.0",
    doi: "10.5555/manara.public",
    body: "<p>نص المقال</p>",
    ...extra,
  };
  const res = await author.post(`${API}/submit.php`, {
    multipart: pdf ? { ...fields, pdf: { name: "بحث.pdf", mimeType: "application/pdf", buffer: TINY_PDF } } : fields,
  });
  expect(res.status(), await res.text()).toBe(201);
  const article = (await res.json()).article;
  return { id: article.id, title: article.title_ar, pdfUrl: article.pdf_url };
}

/** The draft `id` submitted by `author`, then reviewed, accepted and published by `editor` (an admin's client): its post's id, the page's. */
export async function publishDraft(author: APIRequestContext, editor: APIRequestContext, id: number): Promise<number> {
  let postId = 0;
  for (const [api, to] of [
    [author, "submitted"],
    [editor, "under_review"],
    [editor, "accepted"],
    [editor, "published"],
  ] as const) {
    const res = await api.post(`${API}/transition.php`, { data: { id, to } });
    expect(res.status(), await res.text()).toBe(200);
    postId = (await res.json()).article.post_id;
  }
  return postId;
}

/** Submitted by `author`, reviewed, accepted and published by `editor` (an admin's client): its post's id is the page's. */
export async function publishArticle(author: APIRequestContext, editor: APIRequestContext, draft: Draft) {
  const written = await submitDraft(author, draft);
  return { ...written, postId: await publishDraft(author, editor, written.id) };
}

/** `editor` retracts published article `id` with its public note; the article as get.php then answers it. */
export async function retractArticle(editor: APIRequestContext, id: number, note: string) {
  const res = await editor.post(`${API}/transition.php`, { data: { id, to: "retracted", note } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).article as {
    status: string;
    retraction_note: string;
    retracted_at: string;
    updated_at: string;
    post_id: number | null;
    page_id: number | null;
  };
}
