"use client";

import { useTranslations } from "next-intl";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { CrudApi } from "@/lib/lists/crud";
import { OPPORTUNITIES_CRUD, PROJECTS_CRUD } from "@/lib/partnership/types";

/** Deleting an opportunity or a research project: the same toasts and list refresh. */
function useDelete(api: CrudApi, onDone?: () => void) {
  const t = useTranslations("Partnership");
  return useApiMutation({
    request: (row: { id: number }) => apiJson(api.remove, { method: "DELETE", body: { id: row.id } }),
    invalidate: [api.list],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("deleteErrorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => onDone?.(),
  });
}

export const useDeleteOpportunity = (onDone?: () => void) => useDelete(OPPORTUNITIES_CRUD, onDone);
export const useDeleteProject = (onDone?: () => void) => useDelete(PROJECTS_CRUD, onDone);
