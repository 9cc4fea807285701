import type { z } from "zod";
import type { ZExam, ZBook, ZLearningResource } from "@/lib/openapi/domains/learning";
import { crudApi } from "@/lib/lists/crud";

// The JSON the learning endpoints answer, for the pages' client components.

export type ExamJson = z.output<typeof ZExam>;

export type BookJson = z.output<typeof ZBook>;

export type ResourceJson = z.output<typeof ZLearningResource>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const RESOURCES_API = "/backend/api/resources";
export const LIBRARY_API = "/backend/api/library";
export const EXAMS_API = "/backend/api/prep_exams";

/** The endpoints of each kind of item (list, create, update, delete): the boards and the admin sections call these. */
export const RESOURCES_CRUD = crudApi(RESOURCES_API);
export const LIBRARY_CRUD = crudApi(LIBRARY_API);
export const EXAMS_CRUD = crudApi(EXAMS_API, { create: "upload_exam_pdf.php" });

/** Opens a resource: counts the member's view, then goes to its link or document. */
export const resourceOpenUrl = (id: number | string) => `${RESOURCES_API}/open.php?id=${id}`;
