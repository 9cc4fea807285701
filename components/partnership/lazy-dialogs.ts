"use client";

import { lazyDialog } from "@/components/forms/lazy-dialog";

// The partnership forms and request lists load when first opened (the boards and the admin list share them).
export const OpportunityFormDialog = lazyDialog(() => import("./opportunity-form-dialog").then((m) => m.OpportunityFormDialog));
export const RequestFormDialog = lazyDialog(() => import("./request-form-dialog").then((m) => m.RequestFormDialog));
export const RequestsDialog = lazyDialog(
  () => import("./requests-panel").then((m) => m.RequestsDialog),
  (props) => !!props.target,
);
export const MyRequestsDialog = lazyDialog(() => import("./my-requests-dialog").then((m) => m.MyRequestsDialog));
