// Client-safe shapes of the audit log (admin/audit.php).
import type { z } from "zod";
import type { ZAuditEntry } from "@/lib/openapi/domains/site";
export type AuditEntryJson = z.output<typeof ZAuditEntry>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const ADMIN_API = "/backend/api/admin";

/** The audit log's list, which admins read and never edit. */
export const AUDIT_API = { list: `${ADMIN_API}/audit.php` } as const;
