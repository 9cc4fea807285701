// The journal the published articles appear in, as every output names it (client-safe).

/** The journal: its names, its publisher, its online ISSN (null: none is claimed) and DOI prefix. */
export type Journal = { title: string; titleEn: string; publisher: string; issn: string | null; doiPrefix: string | null };
