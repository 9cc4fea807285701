import type { z } from "zod";
import type { ZLegacyPost } from "@/lib/openapi/domains/posts";
import { crudApi } from "@/lib/lists/crud";
import type { ResolvedCategory } from "@/lib/posts/category";

/** What a member's card shows, with their own like and bookmark (serializable for client components). */
export type PostCardData = {
  id: number;
  title: string;
  /** the English title and abstract of a reviewed article that has them (they lead for English readers) */
  titleEn: string | null;
  abstractEn: string | null;
  author: string;
  /** the handle of the member who published it (their researcher page), null for none */
  authorHandle: string | null;
  /** the short text, as plain text */
  content: string;
  /** as written, each linking to its tag page */
  keywords: string[];
  image: string;
  hasImage: boolean;
  category: ResolvedCategory;
  readTime: number;
  createdAt: string;
  likes: number;
  liked: boolean;
  bookmarked: boolean;
};

/** The article page: the card plus the sanitized body, keywords, views and the share text. */
export type PostDetailData = PostCardData & { bodyHtml: string; views: number; shareText: string };

/** A row of the admin table, in the legacy API's field names. */
export type AdminPostRow = z.output<typeof ZLegacyPost>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const POSTS_API = "/backend/api/posts";

/** The admin section's endpoints: delete.php takes `?id=`, as the legacy client sent it. */
export const POSTS_CRUD = crudApi(POSTS_API, { removeBy: "query" });
