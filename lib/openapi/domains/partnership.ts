import { z } from "zod";
import { OPPORTUNITY_STATUSES } from "@/lib/partnership/rules";
import { ZIdBody } from "@/lib/schemas/common";

const REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
import { named, ok, okMessage, pageFields, zDay, zInstant, zUpload, type ApiOperation } from "@/lib/openapi/registry";
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

export const opportunityOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${OPPORTUNITIES}/read.php`,
    tag: "opportunities",
    summary: "Approved opportunities and the member's own; ?admin=true (admins) every status",
    auth: "user",
    query: ZOpportunityListQuery,
    responses: { 200: ok({ opportunities: z.array(ZOpportunity), ...pageFields }) },
  },
  {
    method: "post",
    path: `${OPPORTUNITIES}/create.php`,
    tag: "opportunities",
    summary: "Share an opportunity (owner from the session, pending)",
    auth: "user",
    body: ZOpportunityInput,
    responses: { 201: ok({ message: z.string(), id: z.number().int(), opportunity: ZOpportunity }) },
    errors: [429],
  },
  {
    method: "put",
    path: `${OPPORTUNITIES}/update.php`,
    tag: "opportunities",
    summary: "Edit an opportunity (the owner or an admin)",
    auth: "user",
    body: ZUpdateOpportunityInput,
    responses: { 200: withOpportunity },
    errors: [404],
  },
  {
    method: "delete",
    path: `${OPPORTUNITIES}/delete.php`,
    tag: "opportunities",
    summary: "Remove an opportunity (the owner or an admin)",
    auth: "user",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  {
    method: "put",
    path: `${OPPORTUNITIES}/update_status.php`,
    tag: "opportunities",
    summary: "Moderate an opportunity along its transition map",
    auth: "admin",
    body: ZStatusInput,
    responses: { 200: withOpportunity },
    errors: [404, 409],
  },
  {
    method: "post",
    path: `${OPPORTUNITIES}/join.php`,
    tag: "opportunities",
    summary: "Ask to join an opportunity (409 on a repeat)",
    auth: "user",
    body: ZJoinInput,
    responses: { 201: withRequest },
    errors: [404, 409, 429],
  },
  {
    method: "get",
    path: `${OPPORTUNITIES}/requests.php`,
    tag: "opportunities",
    summary: "The requests to an opportunity (?id=) or a project (?project_id=): its owner or an admin",
    auth: "user",
    query: ZRequestsQuery,
    responses: { 200: ok({ requests: z.array(ZPartnershipRequest) }) },
    errors: [404],
  },
  {
    method: "put",
    path: `${OPPORTUNITIES}/respond.php`,
    tag: "opportunities",
    summary: "Accept or decline a request (the target's owner or an admin)",
    auth: "user",
    body: ZRespondInput,
    responses: { 200: withRequest },
    errors: [404, 409],
  },
  {
    method: "get",
    path: `${OPPORTUNITIES}/my_requests.php`,
    tag: "opportunities",
    summary: "The member's own join and collaboration requests",
    auth: "user",
    responses: { 200: ok({ requests: z.array(ZPartnershipRequest) }) },
  },
  {
    method: "get",
    path: `${PROJECTS}/read.php`,
    tag: "research_projects",
    summary: "Collaborative research projects with their tags",
    auth: "user",
    query: ZProjectListQuery,
    responses: { 200: ok({ projects: z.array(ZResearchProject), ...pageFields, tags: z.array(z.string()) }) },
  },
  {
    method: "post",
    path: `${PROJECTS}/create.php`,
    tag: "research_projects",
    summary: "Share a project; an optional file (pdf/doc/docx/ppt/pptx by content, ≤ 10 MB)",
    auth: "user",
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
  },
  {
    method: "delete",
    path: `${PROJECTS}/delete.php`,
    tag: "research_projects",
    summary: "Remove a project (its author or an admin)",
    auth: "user",
    body: ZIdBody,
    responses: { 200: okMessage() },
    errors: [404],
  },
  {
    method: "put",
    path: `${PROJECTS}/update.php`,
    tag: "research_projects",
    summary: "Edit a project (its author or an admin): JSON, or multipart with a new file that replaces the old one",
    auth: "user",
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
  },
  {
    method: "post",
    path: `${PROJECTS}/request.php`,
    tag: "research_projects",
    summary: "Ask the project's author to collaborate (409 on a repeat)",
    auth: "user",
    body: ZCollaborationInput,
    responses: { 201: withRequest },
    errors: [404, 409, 429],
  },
];
