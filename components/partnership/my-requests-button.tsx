"use client";

import { ListChecks } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MyRequestsDialog } from "./lazy-dialogs";

/** The boards' "My requests": the list (and the dialog's code) loads when first opened. */
export function MyRequestsButton() {
  const t = useTranslations("Partnership.mine");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" {...MyRequestsDialog.opener(open, () => setOpen(true))}>
        <ListChecks /> {t("button")}
      </Button>
      <MyRequestsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
