import { describe, expect, it } from "vitest";
import { backfillPostTags } from "./post-tags";

describe("backfillPostTags", () => {
  it("writes one row per distinct tag of every post with keywords", async () => {
    const inserted: unknown[][] = [];
    const db = {
      all: async () => [
        { id: 1, keywords: "مياه، زراعة" },
        { id: 2, keywords: "AI, ai" },
      ],
      run: async (_sql: string, params: unknown[]) => void inserted.push(params),
    };
    await backfillPostTags(db);
    expect(inserted).toEqual([
      [1, "مياه", "مياه"],
      [1, "زراعة", "زراعة"],
      [2, "ai", "AI"],
    ]);
  });
});
