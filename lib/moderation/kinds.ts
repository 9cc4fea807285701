// The kinds of item members can report, as the browser and the server both need them: their
// order (the report form's types, the queue's filter chips), which ones wait in the moderators'
// queue with the steps their transition map allows, and where a waiting item is reviewed when the
// queue card is not enough. The server's side of each kind (how it is read, titled, hidden, deleted
// and counted) is its entry in lib/server/kinds.ts, which the type checker keeps in step with this one.
import { ARTICLE_TRANSITIONS, AUTHOR_STEPS, EDITOR_STEPS } from "@/lib/articles/rules";
import { isAdminRole, type Role } from "@/lib/auth/role-names";
import { articleReviewHref } from "@/lib/articles/types";
import { RESOURCE_TRANSITIONS } from "@/lib/learning/rules";
import { nextStatuses, type TransitionMap } from "@/lib/moderation/transitions";
import { OPPORTUNITY_TRANSITIONS } from "@/lib/partnership/rules";
import { QUESTION_TRANSITIONS } from "@/lib/qa/rules";
import { TOPIC_TRANSITIONS } from "@/lib/topics/rules";

type KindTraits = {
  /** The kind waits in the queue, moved along this map. */
  queue?: TransitionMap<string>;
  /** When the map holds the steps of more than one role, each role's own: the queue offers the moderator's. */
  byRole?: { moderator: TransitionMap<string>; author: TransitionMap<string> };
  /** Where a waiting item is reviewed whole (its queue card links there). */
  review?: (id: number) => string;
  /** Identified by text (a member's id), not by a number. */
  textId?: true;
};

export const ITEM_KINDS = {
  question: { queue: QUESTION_TRANSITIONS },
  answer: {},
  topic: { queue: TOPIC_TRANSITIONS },
  resource: { queue: RESOURCE_TRANSITIONS },
  opportunity: { queue: OPPORTUNITY_TRANSITIONS },
  article: { queue: ARTICLE_TRANSITIONS, byRole: { moderator: EDITOR_STEPS, author: AUTHOR_STEPS }, review: articleReviewHref },
  project: {},
  member: { textId: true },
  comment: {},
} as const satisfies Record<string, KindTraits>;

type Kinds = typeof ITEM_KINDS;
/** Every kind of item a member can report. */
export type ItemKind = keyof Kinds;
export const ITEM_KIND_NAMES = Object.keys(ITEM_KINDS) as [ItemKind, ...ItemKind[]];

/** The kinds that wait for a moderator's decision. */
export type QueueKind = { [K in ItemKind]: Kinds[K] extends { queue: TransitionMap<string> } ? K : never }[ItemKind];
export const QUEUE_KINDS = ITEM_KIND_NAMES.filter((k) => "queue" in ITEM_KINDS[k]) as [QueueKind, ...QueueKind[]];

/**
 * The map of the steps a moderator takes on a waiting item of `kind`: their role's own map when the
 * kind has one per role (an article's author withdraws it; an editor does not), else the whole map.
 */
export const moderatorMap = (kind: QueueKind): TransitionMap<string> => {
  const traits: KindTraits = ITEM_KINDS[kind];
  return traits.byRole?.moderator ?? traits.queue!;
};

/** The steps the queue offers an actor of `role` on a waiting item of `kind` in `status`: a moderator's own, none to anyone else. */
export const queueStepsFor = (kind: QueueKind, status: string, role: Role): readonly string[] =>
  isAdminRole(role) ? nextStatuses(moderatorMap(kind), status) : [];

/** A stored id (text) as the kind's table keys it: members have text ids, the rest numbers. */
export const itemKeyOf = (kind: string, id: string): string | number =>
  Object.hasOwn(ITEM_KINDS, kind) && "textId" in ITEM_KINDS[kind as ItemKind] ? id : Number(id);

/** Where a waiting item of `kind` is reviewed whole, when its kind has such a page. */
export const reviewHrefOf = (kind: string, id: number): string | null => {
  const traits: KindTraits | undefined = Object.hasOwn(ITEM_KINDS, kind) ? ITEM_KINDS[kind as ItemKind] : undefined;
  return traits?.review?.(id) ?? null;
};
