// Client-safe shapes of the audit log (admin/audit.php).
export type AuditEntryJson = {
  id: number;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
  created_at: string;
};

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const ADMIN_API = "/backend/api/admin";

/** The audit log's list, which admins read and never edit. */
export const AUDIT_API = { list: `${ADMIN_API}/audit.php` } as const;
