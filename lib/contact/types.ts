// Client-safe shapes of the contact info and messages.
import type { z } from "zod";
import type { ZContactMessage, ZContactInfo } from "@/lib/openapi/domains/site";
export type ContactInfo = z.output<typeof ZContactInfo>;
export type ContactMessageJson = z.output<typeof ZContactMessage>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const CONTACT_API = "/backend/api/contact";
