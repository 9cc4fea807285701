"use client";

import { useTranslations } from "next-intl";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { TOPICS_API, TOPICS_ENDPOINT } from "@/lib/topics/types";

/** Deleting a topic (an admin, or the member who suggested it): one toast and a refreshed list. */
export function useDeleteTopic(onDone?: () => void) {
  const t = useTranslations("Topics");
  return useApiMutation({
    request: (topic: { id: number }) => apiJson(`${TOPICS_API}/delete.php`, { method: "DELETE", body: { id: topic.id } }),
    invalidate: [TOPICS_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("deleteErrorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => onDone?.(),
  });
}
