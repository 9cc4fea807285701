// Client-safe shapes of the About us content.
import type { z } from "zod";
import type { ZAbout } from "@/lib/openapi/domains/site";
export type AboutContent = z.output<typeof ZAbout>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const ABOUT_API = "/backend/api/about";
