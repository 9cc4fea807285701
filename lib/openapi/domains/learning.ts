import { z } from "zod";
import { DIFFICULTIES, EXAM_RESOURCES, RESOURCE_STATUSES, RESOURCE_TYPES } from "@/lib/learning/rules";
import { apiFolder, named, ok, pageFields, zInstant, zUpload, type ApiOperation, type OtherResponse } from "@/lib/openapi/registry";
import { ZExamInput, ZExamListQuery, ZExamUpdate, ZExamUpdateForm, ZRateInput } from "@/lib/schemas/exams";
import { ZIdQuery } from "@/lib/schemas/common";
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
    /** the category's English name, when the site has one */
    category_en: z.string().nullable(),
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
    /** the category's English name, when the site has one */
    category_en: z.string().nullable(),
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

/** A download's GET answers HEAD too, and under the file's name as the last segment as well as under ?id=. */
const alsoAnswered = (op: ApiOperation): ApiOperation[] => [
  { ...op, method: "head" },
  { ...op, path: `${op.path}/{name}` },
  { ...op, method: "head", path: `${op.path}/{name}` },
];

const download = () => ({
  query: ZIdQuery,
  responses: { 200: file, 206: partial, 304: { description: "Not modified" }, 416: { description: "Range not satisfiable" } },
  errors: [404],
});

/** The English names known for the categories and types in the answer, by their Arabic words. */
const zEnglishNames = z
  .record(z.string(), z.string())
  .describe("English name of each category or type the answer names that has one, keyed by its Arabic words");

const library = apiFolder(LIBRARY);
const prepExams = apiFolder(EXAMS);
const resources = apiFolder(RESOURCES);

export const libraryApi = {
  read: library.get("read.php", "user", "Books and their categories", {
    query: ZBookListQuery,
    responses: { 200: ok({ books: z.array(ZBook), categories: z.array(z.string()), names: zEnglishNames, ...pageFields }) },
  }),
  create: library.post("create.php", "admin", "Add a book: multipart fields with its document and an optional cover", {
    form: withFiles(ZBookInput, { document: zUpload(), cover: zUpload().optional() }),
    responses: { 201: ok({ message: z.string(), book: ZBook }) },
  }),
  update: library.put("update.php", "admin", "Edit a book: JSON, or multipart with a new document or cover", {
    body: ZBookUpdate,
    form: withFiles(ZBookUpdate, { document: zUpload().optional(), cover: zUpload().optional() }),
    responses: { 200: ok({ message: z.string(), book: ZBook }) },
    errors: [404],
  }),
  delete: library.deleteById("delete.php", "admin", "Remove a book and its files"),
  download: library.get("download.php", "user", "A book's document; counts a download", download()),
};

export const prepExamsApi = {
  read: prepExams.get("read.php", "user", "Every exam newest first, with the categories", {
    query: ZExamListQuery,
    responses: { 200: ok({ exams: z.array(ZExam), categories: z.array(z.string()), names: zEnglishNames, ...pageFields }) },
  }),
  uploadExamPdf: prepExams.post("upload_exam_pdf.php", "admin", "Add an exam: multipart fields with its PDF and an optional image", {
    description: "Errors repeat `error` in `message`, as the legacy client reads it.",
    form: withFiles(ZExamInput, { exam_pdf: zUpload(), image: zUpload().optional() }),
    responses: { 201: ok({ message: z.string(), exam: ZExam }) },
    errorExtra: { message: z.string() },
  }),
  update: prepExams.put("update.php", "admin", "Edit an exam: JSON, or multipart with a new PDF or image", {
    body: ZExamUpdate,
    form: withFiles(ZExamUpdateForm, { exam_pdf: zUpload().optional(), image: zUpload().optional() }),
    responses: { 200: ok({ message: z.string(), exam: ZExam }) },
    errors: [404],
  }),
  delete: prepExams.deleteById("delete.php", "admin", "Remove an exam and its PDF"),
  download: prepExams.get("download.php", "user", "An exam's PDF; counts an enrollment", download()),
  rate: prepExams.post("rate.php", "user", "Rate an exam 1–5 (a new rating replaces the member's last)", {
    body: ZRateInput,
    responses: { 200: ok({ rating: z.number(), rating_count: z.number().int(), my_rating: z.number().int().nullable() }) },
    errors: [404],
  }),
};

export const resourcesApi = {
  read: resources.get("read.php", "user", "Published resources and the member's own; ?admin=true (admins) every status", {
    query: ZResourceListQuery,
    responses: { 200: ok({ resources: z.array(ZLearningResource), ...pageFields }) },
  }),
  create: resources.post("create.php", "user", "Share a resource: JSON with a link, or multipart with a document (members: Draft)", {
    body: ZResourceInput,
    form: withFiles(ZResourceInput, { document: zUpload().optional() }),
    responses: { 201: ok({ message: z.string(), resource: ZLearningResource }) },
    errors: [429],
  }),
  update: resources.put("update.php", "admin", "Edit a resource (status along its transition map): JSON, or multipart with a new document", {
    body: ZResourceUpdate,
    form: withFiles(ZResourceUpdate, { document: zUpload().optional() }),
    responses: { 200: ok({ message: z.string(), resource: ZLearningResource }) },
    errors: [404, 409],
  }),
  delete: resources.deleteById("delete.php", "user", "Remove a resource (an admin, or its author while Draft)"),
  open: resources.get("open.php", "user", "Open a resource: counts a view, then redirects to its link or serves its document", {
    query: ZIdQuery,
    responses: {
      200: file,
      206: partial,
      302: { description: "To the resource's link", headers: { Location: "the link" } },
      304: { description: "Not modified" },
      416: { description: "Range not satisfiable" },
    },
    errors: [404],
  }),
};

export const learningOperations: ApiOperation[] = [
  ...Object.values(libraryApi),
  ...Object.values(prepExamsApi),
  ...Object.values(resourcesApi),
  ...[libraryApi.download, prepExamsApi.download, resourcesApi.open].flatMap(alsoAnswered),
];
