"use client";

import { useTranslations } from "next-intl";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";

/** Deleting an opportunity or a research project: the same toasts (spec §8) and list refresh. */
function useDelete(url: string, list: string, onDone?: () => void) {
  const t = useTranslations("Partnership");
  return useApiMutation({
    request: (row: { id: number }) => apiJson(url, { method: "DELETE", body: { id: row.id } }),
    invalidate: [list],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("deleteErrorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => onDone?.(),
  });
}

export const useDeleteOpportunity = (onDone?: () => void) => useDelete("/backend/api/opportunities/delete.php", "/backend/api/opportunities/read.php", onDone);
export const useDeleteProject = (onDone?: () => void) =>
  useDelete("/backend/api/research_projects/delete.php", "/backend/api/research_projects/read.php", onDone);
