import { crudApi } from "@/lib/lists/crud";
// Client-safe JSON shapes of the partnership API (the server serializers return exactly these).

/** What a card tells the viewer about requests: the owner's pending count, the member's own state. */
export type RequestViewJson = {
  is_owner: boolean;
  can_manage: boolean;
  pending_requests: number;
  my_request_status: string | null;
};

/** An opportunity in the shape the legacy client reads, plus the request counts and the member's own request. */
export type OpportunityJson = {
  id: number;
  title: string;
  description: string;
  field: string;
  type: string;
  contact_email: string;
  tags: string[];
  author_name: string;
  user_id: string;
  status: string;
  participant_count: number;
  created_at: string;
  formatted_date: string;
} & RequestViewJson;

export type ResearchProjectJson = {
  id: number;
  title: string;
  description: string;
  institution: string;
  requiredExpertise: string;
  tags: string[];
  author: string;
  user_id: string;
  collaborationStatus: string;
  fileUrl: string | null;
  fileName: string | null;
  date: string;
  collaborator_count: number;
} & RequestViewJson;

/** A join or collaboration request, with the target's title on the member's own list. */
export type PartnershipRequestJson = {
  id: number;
  opportunity_id: number | null;
  project_id: number | null;
  user_id: string;
  name: string;
  email: string;
  phone: string;
  expertise: string;
  academic_background: string;
  research_interests: string;
  message: string;
  status: string;
  created_at: string;
  target_title?: string;
};

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const OPPORTUNITIES_API = "/backend/api/opportunities";
export const PROJECTS_API = "/backend/api/research_projects";

/** The endpoints of opportunities (their status moves through update_status.php) and research projects, for the boards and the admin sections. */
export const OPPORTUNITIES_CRUD = crudApi(OPPORTUNITIES_API, { moderated: true });
export const PROJECTS_CRUD = crudApi(PROJECTS_API);
