// The cards' marks against a real database (test/database.ts): the reader's own like and bookmark
// and the English of the published article, read for several posts in one query.
import { afterAll, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { make, member } = await import("@/test/domain-fixtures");
const { postCardsOf, readPost } = await import("./posts");
const { postRowById } = await import("./post-rows");

afterAll(closeDatabase);

describe("a card's marks", () => {
  it("are the reader's own like and bookmark, none for another reader or a visitor, and the article's English", async () => {
    const [reader, other] = [await member(), await member()];
    const [liked, saved, plain] = [await make.post(), await make.post(), await make.post()];
    await db.postLike.create({ data: { postId: liked.id, userId: reader.id } });
    await db.postBookmark.createMany({ data: [saved.id, liked.id].map((postId) => ({ postId, userId: reader.id })) });
    await db.postLike.create({ data: { postId: plain.id, userId: other.id } });
    const article = await make.article(reader.id, "published");
    await db.article.update({ where: { id: article.id }, data: { postId: saved.id, titleEn: "Water at last", abstractEn: "<p>On <b>water</b></p>" } });
    const rows = await Promise.all([liked, saved, plain].map((p) => postRowById(p.id).then((r) => r!)));

    const marks = (cards: Awaited<ReturnType<typeof postCardsOf>>) =>
      cards.map((c) => ({ liked: c.liked, bookmarked: c.bookmarked, titleEn: c.titleEn, abstractEn: c.abstractEn }));
    expect(marks(await postCardsOf(reader, rows))).toEqual([
      { liked: true, bookmarked: true, titleEn: null, abstractEn: null },
      { liked: false, bookmarked: true, titleEn: "Water at last", abstractEn: "On water" },
      { liked: false, bookmarked: false, titleEn: null, abstractEn: null },
    ]);
    expect(marks(await postCardsOf(other, rows)).map((m) => [m.liked, m.bookmarked])).toEqual([
      [false, false],
      [false, false],
      [true, false],
    ]);
    expect(marks(await postCardsOf(null, rows)).map((m) => [m.liked, m.bookmarked, m.titleEn])).toEqual([
      [false, false, null],
      [false, false, "Water at last"],
      [false, false, null],
    ]);
    expect(await postCardsOf(reader, [])).toEqual([]);
    const page = await readPost({
      id: saved.id,
      actor: null,
      headers: new Headers({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" }),
    });
    expect(page).toMatchObject({ liked: false, bookmarked: false, titleEn: "Water at last" });
  });
});
