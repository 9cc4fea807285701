"use client";

import { useTranslations } from "next-intl";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { OPPORTUNITIES_API, PROJECTS_API } from "@/lib/partnership/types";

/** Deleting an opportunity or a research project: the same toasts and list refresh. */
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

export const useDeleteOpportunity = (onDone?: () => void) => useDelete(`${OPPORTUNITIES_API}/delete.php`, `${OPPORTUNITIES_API}/read.php`, onDone);
export const useDeleteProject = (onDone?: () => void) => useDelete(`${PROJECTS_API}/delete.php`, `${PROJECTS_API}/read.php`, onDone);
