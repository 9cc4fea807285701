import { legacyJson, route } from "@/lib/http/route";
import { ZReviewModeInput } from "@/lib/schemas/reviews";
import { setReviewMode } from "@/lib/server/reviews/reviews";

// PUT /backend/api/reviews/mode.php: {article_id,mode} how an article is reviewed (editors)
export const PUT = route({ auth: "admin", body: ZReviewModeInput }, async ({ body, user }) => legacyJson(await setReviewMode({ input: body, actor: user })));
