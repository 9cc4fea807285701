"use client";

import { useTranslations } from "next-intl";
import { FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { ZApplyInput } from "@/lib/schemas/topics";
import { TOPICS_API, TOPICS_ENDPOINT, APPLICATIONS_ENDPOINT, type TopicJson } from "@/lib/topics/types";

const ZMotivation = ZApplyInput.pick({ motivation: true });

/** Apply to an Active topic with a short motivation; a repeat is refused with a clear message. */
export function ApplyDialog({ topic, onClose }: { topic: TopicJson; onClose: () => void }) {
  const t = useTranslations("Topics.applyForm");
  const form = useZodForm(ZMotivation, { motivation: "" });
  const apply = useApiMutation({
    request: (body: { motivation: string }) => apiJson(`${TOPICS_API}/apply.php`, { method: "POST", body: { topic_id: topic.id, ...body } }),
    invalidate: [TOPICS_ENDPOINT, APPLICATIONS_ENDPOINT],
    success: () => ({ title: t("sent"), description: topic.title }),
    failure: { title: t("errorTitle"), fallback: t("failed") },
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t("title")}
      description={topic.title}
      form={form}
      onSubmit={async (values) => {
        if (await submitTo(form, () => apply.mutateAsync(values))) onClose();
      }}
      submitLabel={t("submit")}
      pendingLabel={t("sending")}
    >
      <FormField name="motivation" label={t("motivation")} required multiline rows={4} maxLength={1000} placeholder={t("motivationPlaceholder")} />
    </FormDialog>
  );
}
