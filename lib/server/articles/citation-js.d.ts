// citation-js ships no types; the few calls this project makes.
declare module "@citation-js/core" {
  export type CslName = { family?: string; given?: string; literal?: string; ORCID?: string };
  export type CslItem = Record<string, unknown> & { id: string; type: string; title?: string; author?: CslName[] };
  export class Cite {
    constructor(data: unknown);
    data: CslItem[];
    format(format: string, options?: Record<string, unknown>): string;
  }
  export const plugins: {
    config: {
      get(name: "@csl"): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean };
        locales: { add(name: string, xml: string): void; has(name: string): boolean };
      };
    };
  };
}
declare module "@citation-js/plugin-csl";
