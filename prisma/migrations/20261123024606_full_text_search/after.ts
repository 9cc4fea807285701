// Prepares the search keys of the rows stored before this migration (prisma/search-keys.ts).
export { rebuildSearchKeys as default } from "../../search-keys";
