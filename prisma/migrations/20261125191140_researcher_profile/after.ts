// Gives the members stored before handles existed one (prisma/handles.ts).
export { backfillHandles as default } from "../../handles";
