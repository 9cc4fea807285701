// Client-safe shapes of the About us content (DESIGN §2b).
export type AboutTeamMember = { name: string; role: string; description: string };
export type AboutContent = { mission: string; team: AboutTeamMember[]; values: string[] };
