// Checks of the API's answers that several specs make alike.
import type { APIResponse } from "@playwright/test";
import { expect } from "../fixtures";

/** The answer to a request made without a session. */
export async function expectNotLoggedIn(res: APIResponse) {
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ success: false, error: "Not logged in", code: "UNAUTHORIZED" });
}

type Item = { id: number };

/**
 * A list's answer: 200 in JSON; its `key` rows show `shown` and none of `hidden`. Returns the body
 * and `shown`'s row, for the checks of the list's shape.
 */
export async function expectListed(res: APIResponse, key: string, shown: Item, hidden: Item[]) {
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const body = await res.json();
  const rows = body[key] as Item[];
  const ids = rows.map((r) => r.id);
  expect(ids).toContain(shown.id);
  for (const item of hidden) expect(ids).not.toContain(item.id);
  return { body, row: rows.find((r) => r.id === shown.id) };
}
