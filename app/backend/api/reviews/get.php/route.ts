import { legacyJson, route } from "@/lib/http/route";
import { ZIdQuery } from "@/lib/schemas/common";
import { getAssignment } from "@/lib/server/reviews/reviews";

// GET /backend/api/reviews/get.php?id=: one assignment with the manuscript as its reader may see it
export const GET = route({ auth: "user", query: ZIdQuery }, async ({ query, user }) =>
  legacyJson({ assignment: await getAssignment({ id: query.id, actor: user }) }),
);
