// Client-safe shape of a latest update (updates/read.php).
export type LatestUpdateJson = { id: number; title: string; summary: string; author: string; category: string; date: string };

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const UPDATES_API = "/backend/api/updates";
