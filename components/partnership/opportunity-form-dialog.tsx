"use client";

import { useTranslations } from "next-intl";
import { FormControl, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormSelect } from "@/components/forms/form-select";
import { FormDialog, saveFailure } from "@/components/forms/form-dialog";
import { TagInput } from "@/components/forms/tag-input";
import { saveJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { OPPORTUNITIES_CRUD, type OpportunityJson } from "@/lib/partnership/types";
import { ZOpportunityInput, type TOpportunityInput } from "@/lib/schemas/opportunities";
import { FIELD_OPTIONS, TYPE_OPTIONS, usePartnershipLabels } from "./labels";

/**
 * The project form, shared by the public 'share your project' modal (tags added one by
 * one) and the admin's add / edit modal (tags comma-separated).
 */
export function OpportunityFormDialog({
  open,
  onOpenChange,
  editing,
  tagsMode,
  publicShare,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: OpportunityJson | null;
  tagsMode: "chips" | "comma";
  publicShare?: boolean;
}) {
  const t = useTranslations("Partnership.form");
  const labels = usePartnershipLabels();
  const blank = { title: "", description: "", field: FIELD_OPTIONS[0] as string, type: TYPE_OPTIONS[0] as string, contact_email: "", tags: [] as string[] };
  const initial = editing
    ? {
        title: editing.title,
        description: editing.description,
        field: editing.field,
        type: editing.type,
        contact_email: editing.contact_email,
        tags: tagsMode === "comma" ? editing.tags.join("، ") : editing.tags,
      }
    : { ...blank, tags: tagsMode === "comma" ? "" : [] };
  const form = useZodForm(ZOpportunityInput, initial);
  const save = useApiMutation({
    request: (body: TOpportunityInput) => saveJson(OPPORTUNITIES_CRUD, editing, body),
    invalidate: [OPPORTUNITIES_CRUD.list],
    success: () => ({ title: t(editing ? "updated" : "created"), description: !editing && publicShare ? t("createdBody") : undefined }),
    // the texts when the server gave no reason ('حدث خطأ أثناء إضافة المشروع' when it was not reached)
    failure: saveFailure(t, !!editing),
  });
  const withCurrent = (options: readonly string[], current?: string) => (current && !options.includes(current) ? [...options, current] : options);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => form.reset(initial)}
      title={editing ? t("editTitle") : publicShare ? t("shareTitle") : t("addTitle")}
      description={publicShare ? t("shareSubtitle") : t("formSubtitle")}
      form={form}
      onSubmit={async (values) => {
        if (await submitTo(form, () => save.mutateAsync(values))) {
          onOpenChange(false);
          form.reset(initial);
        }
      }}
      submitLabel={editing ? t("save") : publicShare ? t("share") : t("add")}
      pendingLabel={t("saving")}
    >
      <FormField name="title" label={t("title")} required maxLength={200} />
      <FormField name="description" label={t("description")} required multiline rows={4} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          name="field"
          label={t("field")}
          required
          options={withCurrent(FIELD_OPTIONS, editing?.field).map((o) => ({ value: o, label: labels.field(o) }))}
        />
        <FormSelect
          name="type"
          label={t("type")}
          required
          options={withCurrent(TYPE_OPTIONS, editing?.type).map((o) => ({ value: o, label: labels.type(o) }))}
        />
      </div>
      <FormField name="contact_email" type="email" dir="ltr" label={t("contactEmail")} required autoComplete="email" />
      {tagsMode === "comma" ? (
        <FormField name="tags" label={t("tags")} placeholder={t("tagsCommaPlaceholder")} />
      ) : (
        <FormControl
          name="tags"
          label={t("tags")}
          render={(f, a11y) => (
            <TagInput
              id={a11y.id}
              value={f.value}
              onChange={f.onChange}
              placeholder={t("tagPlaceholder")}
              addLabel={t("addTag")}
              removeLabel={(tag) => t("removeTag", { tag })}
              invalid={a11y["aria-invalid"]}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
