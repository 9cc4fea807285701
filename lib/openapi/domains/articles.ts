import { z } from "zod";
import { LICENSES } from "@/lib/articles/licenses";
import { ARTICLE_STATUSES, ARTICLE_VERSION_KINDS, REVIEW_DECISIONS } from "@/lib/articles/rules";
import { ARTICLES_API } from "@/lib/articles/types";
import { apiFolder, named, ok, pageFields, zInstant, zUpload, type ApiOperation, type OtherResponse } from "@/lib/openapi/registry";
import { ZArticleChanges } from "@/lib/openapi/domains/changes";
import { ZAuthorReview, ZPeerReview } from "@/lib/openapi/domains/reviews";
import { REVIEW_MODES } from "@/lib/reviews/rules";
import {
  ZArticleIdQuery,
  ZArticleInput,
  ZArticleListQuery,
  ZArticleReviewInput,
  ZArticleRetryInput,
  ZArticleTransitionInput,
  ZArticleUpdateInput,
  ZCoAuthorAnswerInput,
  ZCiteQuery,
} from "@/lib/schemas/articles";
import { ZIdQuery } from "@/lib/schemas/common";

export const ZArticleAuthor = named(
  "ArticleAuthor",
  z.object({ name: z.string(), affiliation: z.string().nullable(), orcid: z.string().nullable(), user_id: z.string().nullable(), pending: z.boolean() }),
);

const articleFields = {
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string().nullable(),
  abstract_ar: z.string(),
  abstract_en: z.string().nullable(),
  keywords: z.array(z.string()),
  authors: z.array(ZArticleAuthor),
  co_authors: z.array(ZArticleAuthor),
  user_id: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  submitted_at: zInstant().nullable(),
  published_at: zInstant().nullable(),
  volume: z.number().int().nullable().describe("the journal's volume it appears in: the year it was first published; null until then"),
  article_number: z.number().int().nullable().describe("its number in the volume (1, 2, … in order of publication), given once at publication"),
  doi: z.string().nullable(),
  license: z.enum(LICENSES),
  pdf_url: z.string().nullable(),
  retraction_note: z.string().nullable(),
  retracted_at: zInstant().nullable(),
  post_id: z.number().int().nullable(),
  page_id: z.number().int().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  created_at: zInstant(),
  updated_at: zInstant(),
};

export const ZArticle = named("Article", z.object(articleFields));

/** A numbered version: a submission, or a correction (the text an editor's correction replaced, with its public note). */
export const versionFields = z.object({ n: z.number().int(), created_at: zInstant(), note: z.string().nullable(), kind: z.enum(ARTICLE_VERSION_KINDS) });

export const ZArticleReview = named(
  "ArticleReview",
  z.object({
    id: z.number().int(),
    article_id: z.number().int(),
    decision: z.enum(REVIEW_DECISIONS),
    comments: z.string(),
    editor: z.string(),
    created_at: zInstant(),
    round: z.number().int().nullable(),
    reviews: z.array(ZAuthorReview),
  }),
);

export const ZArticleDetail = named(
  "ArticleDetail",
  z.object({
    ...articleFields,
    body: z.string(),
    references: z.array(z.string()),
    versions: z.array(versionFields),
    /** only for its author and editors */
    reviews: z.array(ZArticleReview).optional(),
    review_mode: z.enum(REVIEW_MODES).optional(),
    /** a published article that was peer reviewed: how, and its open reviews published with consent */
    peer_review: ZPeerReview.optional(),
  }),
);

export const ZArticleVersion = named(
  "ArticleVersion",
  z.object({
    ...versionFields.shape,
    title_ar: z.string(),
    title_en: z.string().nullable(),
    abstract_ar: z.string(),
    abstract_en: z.string().nullable(),
    body: z.string(),
    keywords: z.array(z.string()),
    co_authors: z.array(ZArticleAuthor),
    references: z.array(z.string()),
    license: z.enum(LICENSES),
    doi: z.string().nullable(),
    pdf_url: z.string().nullable(),
    /** word by word, what changed from this version to the current text */
    changes: ZArticleChanges,
  }),
);

/** Form fields as the route parses them (lists as JSON text), plus the PDF. */
const withPdf = (fields: z.ZodType) => z.intersection(fields, z.object({ pdf: zUpload().optional() }));

const citation: OtherResponse = {
  description: "The citation: apa and chicago as plain text; bibtex, ris and csl-json as a download (Content-Disposition: attachment)",
  // the format's own type: bibtex, ris, csl-json, then apa and chicago as text
  contentType: ["application/x-bibtex", "application/x-research-info-systems", "application/vnd.citationstyles.csl+json", "text/plain"],
  headers: { "Content-Disposition": "attachment; filename=… (bibtex, ris, csl-json)" },
};

const typesetPdf: OtherResponse = {
  description: "The typeset PDF (the version of record), made by the server when the article was published, corrected or retracted",
  contentType: "application/pdf",
  headers: { "Content-Disposition": "inline; filename=manara-<volume>-<number>.pdf" },
};
const jats: OtherResponse = { description: "JATS 1.3 (Archiving, with MathML 3) XML of the published article", contentType: "application/jats+xml" };
const crossrefDeposit: OtherResponse = { description: "The Crossref 5.3.1 deposit (doi_batch) of the published article", contentType: "application/xml" };

const ZCrossrefDeposit = named(
  "CrossrefDeposit",
  z.object({
    id: z.number().int(),
    doi: z.string(),
    status: z
      .enum(["pending", "sent", "failed"])
      .describe("pending: waiting for its next attempt; sent: the deposit service accepted it; failed: given up after the last attempt"),
    attempts: z.number().int(),
    next_attempt_at: zInstant().nullable(),
    last_status: z.number().int().nullable().describe("the HTTP status of the last attempt's answer (null: no answer, e.g. unreachable)"),
    last_response: z.string().nullable().describe("the start of the last answer, or why the attempt failed"),
    sent_at: zInstant().nullable(),
    created_at: zInstant(),
  }),
);
const ZArticleOutputs = named(
  "ArticleOutputs",
  z.object({
    typesetting: z.object({
      state: z
        .enum(["none", "waiting", "done", "failed"])
        .describe(
          "none: never asked for; waiting: due, made by the next worker run or download; done: made from the article as it is; failed: given up after repeated failures",
        ),
      failures: z.number().int(),
      error: z.string().nullable().describe("the last failure's error"),
      made_at: zInstant().nullable(),
    }),
    deposits: z.array(ZCrossrefDeposit).describe("newest first"),
  }),
);
const usageFields = {
  views: z.number().int().describe("requests of its page, robots and repeats within 30 s left out"),
  unique_views: z.number().int().describe("views counted once per reader and clock hour"),
  downloads: z.number().int().describe("requests of its PDF, counted as views are"),
  by_month: z
    .array(z.object({ month: z.string().describe("YYYY-MM"), views: z.number().int(), downloads: z.number().int() }))
    .nullable()
    .describe("every month from its publication to this one; null for readers other than its author and the editors"),
};

const articles = apiFolder(ARTICLES_API);

const ZSimilarityMatch = named(
  "SimilarityMatch",
  z.strictObject({
    kind: z.enum(["article", "submission"]).describe("a published (or retracted) article, or another submission past its draft"),
    id: z.number().int(),
    title: z.string(),
    overlap: z.number().describe("percent of this submission's words found in that text"),
    passages: z.array(z.strictObject({ text: z.string().describe("as this submission writes it"), other: z.string().describe("as the other text writes it") })),
  }),
);

export const articlesApi = {
  read: articles.get(
    "read.php",
    "public",
    "Articles, newest first (?order=oldest: oldest first): published ones and the member's own; ?admin=true (editors) every status, with ?queue=true those waiting for an editor",
    {
      description: "Anyone may read when public reading is on; otherwise members only (401).",
      query: ZArticleListQuery,
      responses: { 200: ok({ articles: z.array(ZArticle), ...pageFields, next_cursor: z.number().int().nullable() }) },
      errors: [401],
    },
  ),
  get: articles.get(
    "get.php",
    "public",
    "One article with its body, references and versions; its reviews for its author and editors; with ?version=n that version as submitted (author and editors)",
    {
      query: ZArticleIdQuery,
      responses: { 200: z.union([ok({ article: ZArticleDetail }), ok({ version: ZArticleVersion })]) },
      errors: [401, 404],
    },
  ),
  pdf: articles.get(
    "pdf.php",
    "public",
    "The typeset PDF of a published or retracted article (a retracted one carries the retraction on its first page), read as get.php reads the article; 404 before publication; when it is not made yet it is typeset on this request, and while another server instance is typesetting it the answer is 503 with Retry-After",
    {
      query: ZIdQuery,
      responses: { 200: typesetPdf },
      errors: [401, 404],
    },
  ),
  jats: articles.get("jats.php", "public", "The JATS 1.3 (Archiving) XML of a published article, as its page is read (404 before publication)", {
    query: ZIdQuery,
    responses: { 200: jats },
    errors: [401, 404],
  }),
  crossref: articles.get(
    "crossref.php",
    "admin",
    "The Crossref 5.3.1 deposit of a published article with a DOI (editors); 409 CROSSREF_NOT_CONFIGURED without a DOI prefix and depositor, 409 NO_DOI without a DOI",
    { query: ZIdQuery, responses: { 200: crossrefDeposit }, errors: [404, 409] },
  ),
  outputs: articles.get("outputs.php", "admin", "The state of the article's typeset PDF and of its Crossref deposits (editors)", {
    query: ZIdQuery,
    responses: { 200: ok({ outputs: ZArticleOutputs }) },
    errors: [404],
  }),
  retryOutput: articles.post(
    "retry_output.php",
    "admin",
    'An editor tries again a typeset PDF given up after repeated failures ({id, output: "pdf"}) or a failed Crossref deposit ({id, output: "deposit", deposit_id}); answers the article\'s PDF and deposit state. 409 NOT_FAILED when it has not failed',
    {
      body: ZArticleRetryInput,
      responses: { 200: ok({ outputs: ZArticleOutputs }) },
      errors: [404, 409],
    },
  ),
  deposits: articles.get("deposits.php", "admin", "The article's Crossref deposits, newest first, with each one's outcome (editors)", {
    query: ZIdQuery,
    responses: { 200: ok({ deposits: z.array(ZCrossrefDeposit) }) },
    errors: [404],
  }),
  cite: articles.get(
    "cite.php",
    "public",
    "The article's citation in one format: bibtex, ris, csl-json (downloads), apa, chicago (text; with ?lang=ar an Arabic article's reference in Arabic conventions, ?lang=en APA's and Chicago's own English; by default the interface language the reader chose, else English)",
    {
      query: ZCiteQuery,
      responses: { 200: citation },
      errors: [401, 404],
    },
  ),
  submit: articles.post(
    "submit.php",
    "user",
    "Submit a new draft: JSON, or multipart with a `pdf` (any member: submitting it for review needs a verified e-mail, 403 EMAIL_UNVERIFIED from transition.php); 409 DRAFT_LIMIT while the member keeps 20 drafts, 429 past the hourly budget",
    {
      body: ZArticleInput,
      form: withPdf(ZArticleInput),
      responses: { 201: ok({ article: ZArticleDetail }) },
      errors: [409, 429],
    },
  ),
  update: articles.put(
    "update.php",
    "user",
    "Edit an article: its author while a draft or revisions are requested (409 otherwise), or an editor; an editor's edit of a published or retracted article is a correction: it needs `correction_note` (400 otherwise), public in `versions`, which keeps the replaced text",
    {
      body: ZArticleUpdateInput,
      form: withPdf(ZArticleUpdateInput),
      responses: { 200: ok({ article: ZArticleDetail }) },
      errors: [404, 409],
    },
  ),
  transition: articles.post("transition.php", "user", "One workflow step (its author or an editor, as the step allows); a retraction needs a note", {
    body: ZArticleTransitionInput,
    responses: { 200: ok({ article: ZArticleDetail }) },
    errors: [404, 409],
  }),
  coAuthor: articles.post(
    "co_author.php",
    "user",
    "The member named as a co-author accepts (the name then links to them) or declines (it stays as plain text)",
    {
      body: ZCoAuthorAnswerInput,
      responses: { 200: ok({ co_author: z.object({ article_id: z.number().int(), accepted: z.boolean() }) }) },
      errors: [404],
    },
  ),
  review: articles.post("review.php", "admin", "An editor's decision on an article under review, which moves it as decided", {
    body: ZArticleReviewInput,
    responses: { 201: ok({ review: ZArticleReview }) },
    errors: [404, 409],
  }),
  stats: articles.get(
    "stats.php",
    "public",
    "The article's usage as COUNTER 5 counts it (robots and a reader's repeats within 30 s left out; unique: one per reader and hour): totals for anyone who may read it, by month for its author and the editors",
    {
      description:
        "Anyone may read a published article's totals when public reading is on; otherwise members only (401). `by_month` is null for readers other than its author and the editors.",
      query: ZIdQuery,
      responses: { 200: ok(usageFields) },
      errors: [401, 404],
    },
  ),
  similarity: articles.get(
    "similarity.php",
    "admin",
    "How much of a submission's text (Arabic normalized and lightly stemmed, compared by runs of five words or more in order) appears in published articles and other submissions, most first, with the shared passages side by side",
    {
      query: ZIdQuery,
      responses: {
        200: ok({
          overlap: z.number().describe("percent of the submission's words found in any of them"),
          words: z.number().int().describe("the words of the submission compared"),
          matches: z.array(ZSimilarityMatch),
        }),
      },
      errors: [404],
    },
  ),
};

export const articleOperations: ApiOperation[] = [...Object.values(articlesApi)];
