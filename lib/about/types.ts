// Client-safe shapes of the About us content.
export type AboutTeamMember = { name: string; role: string; description: string };
export type AboutContent = { mission: string; team: AboutTeamMember[]; values: string[] };

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const ABOUT_API = "/backend/api/about";
