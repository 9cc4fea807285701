import type { z } from "zod";
import type { ZOpportunity, ZResearchProject, ZPartnershipRequest } from "@/lib/openapi/domains/partnership";
import { crudApi } from "@/lib/lists/crud";
// Client-safe JSON shapes of the partnership API (the server serializers return exactly these).

/** What a card tells the viewer about requests: the owner's pending count, the member's own state. */
export type RequestViewJson = Pick<OpportunityJson, "is_owner" | "can_manage" | "pending_requests" | "my_request_status">;

/** A join or collaboration request's state. */
export type RequestStatus = PartnershipRequestJson["status"];

/** An opportunity in the shape the legacy client reads, plus the request counts and the member's own request. */
export type OpportunityJson = z.output<typeof ZOpportunity>;

export type ResearchProjectJson = z.output<typeof ZResearchProject>;

/** A join or collaboration request, with the target's title on the member's own list. */
export type PartnershipRequestJson = z.output<typeof ZPartnershipRequest>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const OPPORTUNITIES_API = "/backend/api/opportunities";
export const PROJECTS_API = "/backend/api/research_projects";

/** The endpoints of opportunities (their status moves through update_status.php) and research projects, for the boards and the admin sections. */
export const OPPORTUNITIES_CRUD = crudApi(OPPORTUNITIES_API, { moderated: true });
export const PROJECTS_CRUD = crudApi(PROJECTS_API);
