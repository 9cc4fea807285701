import { ArticleNotFound } from "@/components/posts/article-not-found";

// A missing article answers a real 404 with the same view ('المقال غير موجود' and a way home).
export default function ArticleMissing() {
  return <ArticleNotFound />;
}
