import { crudApi } from "@/lib/lists/crud";
import type { Difficulty, ExamResource, ResourceStatus, ResourceType } from "@/lib/learning/rules";

// The JSON the learning endpoints answer, for the pages' client components.

export type ExamJson = {
  id: number;
  name: string;
  description: string;
  difficulty: Difficulty;
  enrollments: number;
  category: string;
  image_url: string | null;
  resources: ExamResource[];
  download_url: string;
  duration_minutes: number | null;
  rating: number;
  rating_count: number;
  my_rating: number | null;
};

export type BookJson = {
  id: number;
  title: string;
  type: string;
  author: string;
  subject: string;
  year: string;
  category: string;
  downloads: number;
  image_url: string | null;
  download_url: string;
};

export type ResourceJson = {
  id: number;
  title: string;
  description: string;
  type: ResourceType;
  author: string;
  status: ResourceStatus;
  views: number;
  download_url: string | null;
  file_path: string | null;
  created_at: string;
  is_owner: boolean;
};

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
