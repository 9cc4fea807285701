import { articleOperations } from "@/lib/openapi/domains/articles";
import { authOperations } from "@/lib/openapi/domains/auth";
import { commentOperations } from "@/lib/openapi/domains/comments";
import { followOperations } from "@/lib/openapi/domains/follows";
import { learningOperations } from "@/lib/openapi/domains/learning";
import { notificationOperations } from "@/lib/openapi/domains/notifications";
import { opsOperations } from "@/lib/openapi/domains/ops";
import { opportunityOperations } from "@/lib/openapi/domains/partnership";
import { postOperations } from "@/lib/openapi/domains/posts";
import { profileOperations } from "@/lib/openapi/domains/profile";
import { qaOperations } from "@/lib/openapi/domains/qa";
import { researcherOperations } from "@/lib/openapi/domains/researchers";
import { reportOperations } from "@/lib/openapi/domains/reports";
import { reviewOperations } from "@/lib/openapi/domains/reviews";
import { siteOperations } from "@/lib/openapi/domains/site";
import { topicOperations } from "@/lib/openapi/domains/topics";
import { userOperations } from "@/lib/openapi/domains/users";
import type { ApiOperation } from "@/lib/openapi/registry";

/** Every documented operation: a new domain adds its list here. */
export const OPERATIONS: readonly ApiOperation[] = [
  ...authOperations,
  ...userOperations,
  ...postOperations,
  ...opportunityOperations,
  ...qaOperations,
  ...articleOperations,
  ...reviewOperations,
  ...researcherOperations,
  ...reportOperations,
  ...commentOperations,
  ...followOperations,
  ...topicOperations,
  ...learningOperations,
  ...profileOperations,
  ...notificationOperations,
  ...siteOperations,
  ...opsOperations,
];
