// Gives the posts stored before tags existed their tag rows (prisma/post-tags.ts).
export { backfillPostTags as default } from "../../../post-tags";
