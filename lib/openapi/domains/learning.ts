import { z } from "zod";
import { DIFFICULTIES, EXAM_RESOURCES, RESOURCE_STATUSES, RESOURCE_TYPES } from "@/lib/learning/rules";
import { named, ok, okMessage, pageFields, zInstant, zUpload, type ApiOperation, type OtherResponse } from "@/lib/openapi/registry";
import { ZExamInput, ZExamListQuery, ZExamUpdate, ZExamUpdateForm, ZRateInput } from "@/lib/schemas/exams";
import { ZIdBody, ZIdQuery } from "@/lib/schemas/common";
import { ZBookInput, ZBookListQuery, ZBookUpdate } from "@/lib/schemas/library";
import { ZResourceInput, ZResourceListQuery, ZResourceUpdate } from "@/lib/schemas/resources";

const LIBRARY = "/backend/api/library";
const EXAMS = "/backend/api/prep_exams";
const RESOURCES = "/backend/api/resources";

export const ZBook = named(
  "Book",
  z.object({
    id: z.number().int(),
    title: z.string(),
    type: z.string(),
    author: z.string(),
    subject: z.string(),
    year: z.string(),
    category: z.string(),
    downloads: z.number().int(),
    image_url: z.string().nullable(),
    download_url: z.string(),
  }),
);

export const ZExam = named(
  "Exam",
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    enrollments: z.number().int(),
    category: z.string(),
    image_url: z.string().nullable(),
    resources: z.array(z.enum(EXAM_RESOURCES)),
    download_url: z.string(),
    duration_minutes: z.number().int().nullable(),
    rating: z.number(),
    rating_count: z.number().int(),
    my_rating: z.number().int().nullable(),
  }),
);

export const ZLearningResource = named(
  "LearningResource",
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    type: z.enum(RESOURCE_TYPES),
    author: z.string(),
    status: z.enum(RESOURCE_STATUSES),
    views: z.number().int(),
    download_url: z.string().nullable(),
    file_path: z.string().nullable(),
    created_at: zInstant(),
    is_owner: z.boolean(),
  }),
);

/** Form fields as the route parses them, plus the file parts. */
const withFiles = (fields: z.ZodType, files: z.ZodRawShape) => z.intersection(fields, z.object(files));

const file: OtherResponse = { description: "The file (ranges supported: 206 with Content-Range)", contentType: "application/octet-stream" };
const partial: OtherResponse = { description: "A range of the file", contentType: "application/octet-stream" };

/** GET and HEAD of a download, under ?id= and under the file's name as the last segment. */
function download(path: string, tag: string, summary: string): ApiOperation[] {
  return [path, `${path}/{name}`].flatMap((p) =>
    (["get", "head"] as const).map((method) => ({
      method,
      path: p,
      tag,
      summary,
      auth: "user" as const,
      query: ZIdQuery,
      responses: { 200: file, 206: partial, 304: { description: "Not modified" }, 416: { description: "Range not satisfiable" } },
      errors: [404],
    })),
  );
}

export const learningOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${LIBRARY}/read.php`,
    tag: "library",
    summary: "Books and their categories",
    auth: "user",
    query: ZBookListQuery,
    responses: { 200: ok({ books: z.array(ZBook), categories: z.array(z.string()), ...pageFields }) },
  },
  {
    method: "post",
    path: `${LIBRARY}/create.php`,
    tag: "library",
    summary: "Add a book: multipart fields with its document and an optional cover",
    auth: "admin",
    form: withFiles(ZBookInput, { document: zUpload(), cover: zUpload().optional() }),
    responses: { 201: ok({ message: z.string(), book: ZBook }) },
  },
  {
    method: "put",
    path: `${LIBRARY}/update.php`,
    tag: "library",
    summary: "Edit a book: JSON, or multipart with a new document or cover",
    auth: "admin",
    body: ZBookUpdate,
    form: withFiles(ZBookUpdate, { document: zUpload().optional(), cover: zUpload().optional() }),
    responses: { 200: ok({ message: z.string(), book: ZBook }) },
    errors: [404],
  },
  {
    method: "delete",
    path: `${LIBRARY}/delete.php`,
    tag: "library",
    summary: "Remove a book and its files",
    auth: "admin",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  ...download(`${LIBRARY}/download.php`, "library", "A book's document; counts a download"),
  {
    method: "get",
    path: `${EXAMS}/read.php`,
    tag: "prep_exams",
    summary: "Every exam newest first, with the categories",
    auth: "user",
    query: ZExamListQuery,
    responses: { 200: ok({ exams: z.array(ZExam), categories: z.array(z.string()), ...pageFields }) },
  },
  {
    method: "post",
    path: `${EXAMS}/upload_exam_pdf.php`,
    tag: "prep_exams",
    summary: "Add an exam: multipart fields with its PDF and an optional image",
    description: "Errors repeat `error` in `message`, as the legacy client reads it.",
    auth: "admin",
    form: withFiles(ZExamInput, { exam_pdf: zUpload(), image: zUpload().optional() }),
    responses: { 201: ok({ message: z.string(), exam: ZExam }) },
    errorExtra: { message: z.string() },
  },
  {
    method: "put",
    path: `${EXAMS}/update.php`,
    tag: "prep_exams",
    summary: "Edit an exam: JSON, or multipart with a new PDF or image",
    auth: "admin",
    body: ZExamUpdate,
    form: withFiles(ZExamUpdateForm, { exam_pdf: zUpload().optional(), image: zUpload().optional() }),
    responses: { 200: ok({ message: z.string(), exam: ZExam }) },
    errors: [404],
  },
  {
    method: "delete",
    path: `${EXAMS}/delete.php`,
    tag: "prep_exams",
    summary: "Remove an exam and its PDF",
    auth: "admin",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  {
    method: "post",
    path: `${EXAMS}/rate.php`,
    tag: "prep_exams",
    summary: "Rate an exam 1–5 (a new rating replaces the member's last)",
    auth: "user",
    body: ZRateInput,
    responses: { 200: ok({ rating: z.number(), rating_count: z.number().int(), my_rating: z.number().int().nullable() }) },
    errors: [404],
  },
  ...download(`${EXAMS}/download.php`, "prep_exams", "An exam's PDF; counts an enrollment"),
  {
    method: "get",
    path: `${RESOURCES}/read.php`,
    tag: "resources",
    summary: "Published resources and the member's own; ?admin=true (admins) every status",
    auth: "user",
    query: ZResourceListQuery,
    responses: { 200: ok({ resources: z.array(ZLearningResource), ...pageFields }) },
  },
  {
    method: "post",
    path: `${RESOURCES}/create.php`,
    tag: "resources",
    summary: "Share a resource: JSON with a link, or multipart with a document (members: Draft)",
    auth: "user",
    body: ZResourceInput,
    form: withFiles(ZResourceInput, { document: zUpload().optional() }),
    responses: { 201: ok({ message: z.string(), resource: ZLearningResource }) },
    errors: [429],
  },
  {
    method: "put",
    path: `${RESOURCES}/update.php`,
    tag: "resources",
    summary: "Edit a resource (status along its transition map): JSON, or multipart with a new document",
    auth: "admin",
    body: ZResourceUpdate,
    form: withFiles(ZResourceUpdate, { document: zUpload().optional() }),
    responses: { 200: ok({ message: z.string(), resource: ZLearningResource }) },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: `${RESOURCES}/delete.php`,
    tag: "resources",
    summary: "Remove a resource (an admin, or its author while Draft)",
    auth: "user",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  ...[`${RESOURCES}/open.php`, `${RESOURCES}/open.php/{name}`].flatMap((path) =>
    (["get", "head"] as const).map((method): ApiOperation => ({
      method,
      path,
      tag: "resources",
      summary: "Open a resource: counts a view, then redirects to its link or serves its document",
      auth: "user",
      query: ZIdQuery,
      responses: {
        200: file,
        206: partial,
        302: { description: "To the resource's link", headers: { Location: "the link" } },
        304: { description: "Not modified" },
        416: { description: "Range not satisfiable" },
      },
      errors: [404],
    })),
  ),
];
