import { z } from "zod";
import { OPPORTUNITY_STATUSES } from "@/lib/partnership/rules";

const REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
import { apiFolder, named, ok, pageFields, zDay, zInstant, zUpload, type ApiOperation } from "@/lib/openapi/registry";
import {
  ZCollaborationInput,
  ZJoinInput,
  ZOpportunityInput,
  ZOpportunityListQuery,
  ZProjectListQuery,
  ZResearchProjectUpdate,
  ZRequestsQuery,
  ZRespondInput,
  ZStatusInput,
  ZUpdateOpportunityInput,
} from "@/lib/schemas/opportunities";

const OPPORTUNITIES = "/backend/api/opportunities";
const PROJECTS = "/backend/api/research_projects";

/** What a card tells the viewer about requests: the owner's pending count, the member's own state. */
const requestView = {
  is_owner: z.boolean(),
  can_manage: z.boolean(),
  pending_requests: z.number().int(),
  my_request_status: z.enum(REQUEST_STATUSES).nullable(),
};

export const ZOpportunity = named(
  "Opportunity",
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    field: z.string(),
    type: z.string(),
    contact_email: z.string(),
    tags: z.array(z.string()),
    author_name: z.string(),
    user_id: z.string(),
    status: z.enum(OPPORTUNITY_STATUSES),
    participant_count: z.number().int(),
    created_at: zInstant(),
    formatted_date: zDay(),
    ...requestView,
  }),
);

export const ZResearchProject = named(
  "ResearchProject",
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    institution: z.string(),
    requiredExpertise: z.string(),
    tags: z.array(z.string()),
    author: z.string(),
    user_id: z.string(),
    collaborationStatus: z.string(),
    fileUrl: z.string().nullable(),
    fileName: z.string().nullable(),
    date: z.string(),
    collaborator_count: z.number().int(),
    ...requestView,
  }),
);

/** A join (opportunity) or collaboration (project) request; the member's own list adds the target's title. */
export const ZPartnershipRequest = named(
  "PartnershipRequest",
  z.object({
    id: z.number().int(),
    opportunity_id: z.number().int().nullable(),
    project_id: z.number().int().nullable(),
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    expertise: z.string(),
    academic_background: z.string(),
    research_interests: z.string(),
    message: z.string(),
    status: z.enum(REQUEST_STATUSES),
    created_at: zInstant(),
    target_title: z.string().optional(),
  }),
);

const withOpportunity = ok({ message: z.string(), opportunity: ZOpportunity });
const withRequest = ok({ message: z.string(), request: ZPartnershipRequest });

const opportunities = apiFolder(OPPORTUNITIES);
const researchProjects = apiFolder(PROJECTS);

export const opportunitiesApi = {
  read: opportunities.get("read.php", "user", "Approved opportunities and the member's own; ?admin=true (admins) every status", {
    query: ZOpportunityListQuery,
    responses: { 200: ok({ opportunities: z.array(ZOpportunity), ...pageFields }) },
  }),
  create: opportunities.post("create.php", "user", "Share an opportunity (owner from the session, pending)", {
    body: ZOpportunityInput,
    responses: { 201: ok({ message: z.string(), id: z.number().int(), opportunity: ZOpportunity }) },
    errors: [429],
  }),
  update: opportunities.put("update.php", "user", "Edit an opportunity (the owner or an admin)", {
    body: ZUpdateOpportunityInput,
    responses: { 200: withOpportunity },
    errors: [404],
  }),
  delete: opportunities.deleteById("delete.php", "user", "Remove an opportunity (the owner or an admin)"),
  updateStatus: opportunities.put("update_status.php", "admin", "Moderate an opportunity along its transition map", {
    body: ZStatusInput,
    responses: { 200: withOpportunity },
    errors: [404, 409],
  }),
  join: opportunities.post("join.php", "user", "Ask to join an opportunity (409 on a repeat)", {
    body: ZJoinInput,
    responses: { 201: withRequest },
    errors: [404, 409, 429],
  }),
  requests: opportunities.get("requests.php", "user", "The requests to an opportunity (?id=) or a project (?project_id=): its owner or an admin", {
    query: ZRequestsQuery,
    responses: { 200: ok({ requests: z.array(ZPartnershipRequest) }) },
    errors: [404],
  }),
  respond: opportunities.put("respond.php", "user", "Accept or decline a request (the target's owner or an admin)", {
    body: ZRespondInput,
    responses: { 200: withRequest },
    errors: [404, 409],
  }),
  myRequests: opportunities.get("my_requests.php", "user", "The member's own join and collaboration requests", {
    responses: { 200: ok({ requests: z.array(ZPartnershipRequest) }) },
  }),
};

export const researchProjectsApi = {
  read: researchProjects.get("read.php", "user", "Collaborative research projects with their tags", {
    query: ZProjectListQuery,
    responses: { 200: ok({ projects: z.array(ZResearchProject), ...pageFields, tags: z.array(z.string()) }) },
  }),
  create: researchProjects.post("create.php", "user", "Share a project; an optional file (pdf/doc/docx/ppt/pptx by content, ≤ 10 MB)", {
    form: z.object({
      title: z.string(),
      description: z.string(),
      institution: z.string(),
      requiredExpertise: z.string(),
      tags: z.string(),
      file: zUpload().optional(),
    }),
    responses: { 201: ok({ message: z.string(), project: ZResearchProject }) },
    errors: [429],
  }),
  delete: researchProjects.deleteById("delete.php", "user", "Remove a project (its author or an admin)"),
  update: researchProjects.put("update.php", "user", "Edit a project (its author or an admin): JSON, or multipart with a new file that replaces the old one", {
    body: ZResearchProjectUpdate,
    form: z.object({
      id: z.string(),
      title: z.string().optional(),
      description: z.string().optional(),
      institution: z.string().optional(),
      requiredExpertise: z.string().optional(),
      tags: z.string().optional(),
      file: zUpload().optional(),
    }),
    responses: { 200: ok({ project: ZResearchProject }) },
    errors: [404, 413, 415, 429],
  }),
  request: researchProjects.post("request.php", "user", "Ask the project's author to collaborate (409 on a repeat)", {
    body: ZCollaborationInput,
    responses: { 201: withRequest },
    errors: [404, 409, 429],
  }),
};

export const opportunityOperations: ApiOperation[] = [...Object.values(opportunitiesApi), ...Object.values(researchProjectsApi)];
