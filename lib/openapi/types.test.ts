import { expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { AboutContent } from "@/lib/about/types";
import type { ArticleDetailJson, ArticleJson, ArticleReviewJson } from "@/lib/articles/types";
import type { AuditEntryJson } from "@/lib/audit/types";
import type { MemberCandidateJson } from "@/lib/comments/types";
import type { ContactInfo, ContactMessageJson } from "@/lib/contact/types";
import type { BookJson, ExamJson, ResourceJson } from "@/lib/learning/types";
import type { NotificationJson } from "@/lib/notifications/types";
import type { OpportunityJson, PartnershipRequestJson, ResearchProjectJson } from "@/lib/partnership/types";
import type { AdminPostRow } from "@/lib/posts/types";
import type { ProfileJson } from "@/lib/profile/types";
import type { AnswerJson, QuestionJson } from "@/lib/qa/types";
import type { ResearcherJson } from "@/lib/researchers/types";
import type { AssignmentJson, AuthorReviewJson, CandidateJson, ReviewJson } from "@/lib/reviews/types";
import type { TopicApplicationJson, TopicJson } from "@/lib/topics/types";
import type { LatestUpdateJson } from "@/lib/updates/types";
import type { AdminUserRow } from "@/lib/users/types";
import { ZArticle, ZArticleDetail, ZArticleReview } from "@/lib/openapi/domains/articles";
import { ZMemberCandidate } from "@/lib/openapi/domains/comments";
import { ZBook, ZExam, ZLearningResource } from "@/lib/openapi/domains/learning";
import { ZNotification } from "@/lib/openapi/domains/notifications";
import { ZOpportunity, ZPartnershipRequest, ZResearchProject } from "@/lib/openapi/domains/partnership";
import { ZLegacyPost } from "@/lib/openapi/domains/posts";
import { ZProfile } from "@/lib/openapi/domains/profile";
import { ZAnswer, ZQuestion } from "@/lib/openapi/domains/qa";
import { ZResearcher } from "@/lib/openapi/domains/researchers";
import { ZAssignment, ZAuthorReview, ZCandidate, ZReview } from "@/lib/openapi/domains/reviews";
import { ZAbout, ZAuditEntry, ZContactInfo, ZContactMessage, ZLatestUpdate } from "@/lib/openapi/domains/site";
import { ZTopic, ZTopicApplication } from "@/lib/openapi/domains/topics";
import { ZAdminUser } from "@/lib/openapi/domains/users";

// The answer schemas and the client's JSON types name the same fields (checked by the type check,
// which covers this file): a field added to a serializer's type and not to the contract fails here
// before any API test runs. The schemas may be narrower (a status enum for a `string`).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Fits<S extends z.ZodType, T> = z.output<S> extends T ? SameKeys<z.output<S>, T> : false;

it("answer schemas match the JSON types the serializers return", () => {
  expectTypeOf<Fits<typeof ZQuestion, QuestionJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZAnswer, AnswerJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZTopic, TopicJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZTopicApplication, TopicApplicationJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZOpportunity, OpportunityJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZResearchProject, ResearchProjectJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZPartnershipRequest, PartnershipRequestJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZExam, ExamJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZBook, BookJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZLearningResource, ResourceJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZProfile, ProfileJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZNotification, NotificationJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZContactMessage, ContactMessageJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZContactInfo, ContactInfo>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZAbout, AboutContent>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZLatestUpdate, LatestUpdateJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZAuditEntry, AuditEntryJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZAdminUser, AdminUserRow>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZLegacyPost, AdminPostRow>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZArticle, ArticleJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZArticleDetail, ArticleDetailJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZArticleReview, ArticleReviewJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZResearcher, ResearcherJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZMemberCandidate, MemberCandidateJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZAssignment, AssignmentJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZReview, ReviewJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZCandidate, CandidateJson>>().toEqualTypeOf<true>();
  expectTypeOf<Fits<typeof ZAuthorReview, AuthorReviewJson>>().toEqualTypeOf<true>();
});
