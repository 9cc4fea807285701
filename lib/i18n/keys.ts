// Message keys are typed (global.d.ts gives next-intl the English catalogue), so `t("typo")` fails
// the type check. A key that only arrives at run time (a server error's reason, an audit action, a
// validation message) goes through `hasMessage` first: it asks the catalogue, and narrows the string
// to the translator's keys, so the call that follows type-checks without a cast.

import type { Messages } from "next-intl";

/** The namespaces that have a `title` (a page's header and tab title). */
export type TitledNamespace = { [N in keyof Messages]: Messages[N] extends { title: string } ? N : never }[keyof Messages];

/** Any next-intl translator, with or without a namespace. */
type Translator = { has(key: string): boolean; (key: never, ...rest: never[]): string };

/** The keys a translator accepts (`MessageKey<typeof t>`). */
export type MessageKey<T extends Translator> = Parameters<T>[0];

/** True when `t` has a message for `key`, which is then typed as one of its keys. */
export function hasMessage<T extends Translator>(t: T, key: string | undefined | null): key is MessageKey<T> {
  return !!key && t.has(key);
}

/**
 * The message `group.value` of a value that arrives at run time (an audit action, an item kind, a
 * status), or the value itself where the catalogue has none. A dot in the value becomes `_`, since
 * a dot in a key would nest it (`user.role` → `actions.user_role`).
 */
export function labelOf<T extends Translator>(t: T, group: string, value: string): string {
  const key = `${group}.${value.replace(/\./g, "_")}`;
  return hasMessage(t, key) ? t(key) : value;
}
