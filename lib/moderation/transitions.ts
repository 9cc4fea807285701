// A kind of item's status workflow as data: from each status, the statuses a moderator may move it
// to. The domain layer refuses every other step (409 BAD_TRANSITION) and the admin screens draw
// their status buttons from the same map, so the two cannot disagree.

export type TransitionMap<S extends string> = Readonly<Record<S, readonly S[]>>;

/** The statuses one may move to from `from` (none for a status the map does not know, `__proto__` included). */
export const nextStatuses = <S extends string>(map: TransitionMap<S>, from: string): readonly S[] => (Object.hasOwn(map, from) ? map[from as S] : []);

/** Whether `map` allows the step from `from` to `to` (staying where one is is not a step). */
export function canMove<S extends string>(map: TransitionMap<S>, from: string, to: string): to is S {
  return from !== to && (nextStatuses(map, from) as readonly string[]).includes(to);
}
