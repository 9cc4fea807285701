// Client-safe shape of a latest update (DESIGN §2b updates/read.php).
export type LatestUpdateJson = { id: number; title: string; summary: string; author: string; category: string; date: string };
