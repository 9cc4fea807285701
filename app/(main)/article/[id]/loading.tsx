import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

export default async function ArticleLoading() {
  const t = await getTranslations("Posts");
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <p role="status" className="text-muted-foreground">
        {t("loading")}
      </p>
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="aspect-[16/9] w-full" />
    </div>
  );
}
