"use client";

import { useTranslations } from "next-intl";
import { DOCUMENT_TYPES } from "@/components/forms/file-field";
import { FormField } from "@/components/forms/form";
import { FormTagInput } from "@/components/forms/tag-input";
import { PROJECT_FILE_EXTENSIONS, PROJECT_FILE_MAX_BYTES } from "@/lib/schemas/opportunities";

/** A project's attachment: PDF, Word or PowerPoint, checked by the browser before the server checks it again. */
export const PROJECT_FILE_RULE = {
  accept: [...DOCUMENT_TYPES.accept, "application/vnd.ms-powerpoint", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  extensions: PROJECT_FILE_EXTENSIONS,
  maxBytes: PROJECT_FILE_MAX_BYTES,
} as const;

export const EMPTY_PROJECT = { title: "", description: "", institution: "", requiredExpertise: "", tags: [] as string[] };

/** A research project's fields, shared by the member's share form and the admin's edit form (each with its own labels). */
export function ProjectFields({ labels }: { labels: { title: string; description: string; institution: string; expertise: string; tags: string } }) {
  const tp = useTranslations("Partnership.form");
  return (
    <>
      <FormField name="title" label={labels.title} required maxLength={200} />
      <FormField name="description" label={labels.description} required multiline rows={4} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="institution" label={labels.institution} required maxLength={200} />
        <FormField name="requiredExpertise" label={labels.expertise} required maxLength={500} />
      </div>
      <FormTagInput
        name="tags"
        label={labels.tags}
        required
        labels={{ placeholder: tp("tagPlaceholder"), add: tp("addTag"), remove: (tag) => tp("removeTag", { tag }) }}
      />
    </>
  );
}
