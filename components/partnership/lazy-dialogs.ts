"use client";

import { lazyDialog } from "@/components/forms/lazy-dialog";

// The partnership forms load when first opened (the boards and the admin list share them).
export const OpportunityFormDialog = lazyDialog(() => import("./opportunity-form-dialog").then((m) => m.OpportunityFormDialog));
export const RequestFormDialog = lazyDialog(() => import("./request-form-dialog").then((m) => m.RequestFormDialog));
