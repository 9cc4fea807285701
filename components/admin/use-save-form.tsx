"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { AdminFormProps } from "@/components/admin/use-admin-table";
import type { FilePreset } from "@/components/forms/file-field";
import { submitTo, useZodForm } from "@/components/forms/form";
/** The kit reads a section's messages by convention (`deleted`, `createTitle` …), so its keys are plain strings. */
type Translate = (key: string, values?: Record<string, string | number>) => string;
import { toast } from "@/lib/client/toast";
import { formDataOf, saveJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { useUpload } from "@/lib/client/use-upload";

/** A form's starting values: the row's own where it has them, else the defaults. */
export function rowValues<V extends Record<string, unknown>>(row: object | null, defaults: V): V {
  const from = (row ?? {}) as Record<string, unknown>;
  // a number goes into a text field as text
  return Object.fromEntries(
    Object.entries(defaults).map(([k, v]) => [k, typeof v === "string" && typeof from[k] === "number" ? String(from[k]) : (from[k] ?? v)]),
  ) as V;
}

type Toast = { title: string; description?: string };

/** A dialog's texts, when the section's messages do not give them (see useSaveForm). */
export type SaveTexts = { title: string; description?: string; submit: string; pending: string; success: Toast; failure: { title: string; fallback: string } };

type KitTranslate = Translate & { has: (key: string) => boolean };

/**
 * The dialog's texts from the section's messages: `createTitle` / `editTitle`, `formDescription`,
 * `save` and `saving` (a create's own `createSubmit`, `createPending` first), `created` (and
 * `createdBody`) / `updated`, and a failure's `createErrorTitle` / `updateErrorTitle` or
 * `errorTitle` with `createFailed` / `updateFailed` or `saveFailed`.
 */
function textsOf(t: KitTranslate, editing: boolean): SaveTexts {
  const own = (key: string, fallback: string) => t(t.has(key) ? key : fallback);
  const mode = editing ? "update" : "create";
  return {
    title: t(editing ? "editTitle" : "createTitle"),
    description: t.has("formDescription") ? t("formDescription") : undefined,
    submit: editing ? t("save") : own("createSubmit", "save"),
    pending: editing ? t("saving") : own("createPending", "saving"),
    success: { title: t(editing ? "updated" : "created"), description: !editing && t.has("createdBody") ? t("createdBody") : undefined },
    failure: { title: own(`${mode}ErrorTitle`, "errorTitle"), fallback: own(`${mode}Failed`, "saveFailed") },
  };
}

/**
 * The save of an admin section's add / edit dialog: the form over the shared zod schema, the
 * create (POST) or update (PUT with the row's id) and, when the form has `files`, a multipart body
 * sent with its upload progress (the first file's field shows the bar). A file `required` on
 * create is asked for before anything is sent. Field errors a 400 names land under their fields;
 * a success closes the dialog and refreshes the section's list.
 *
 *   const save = useSaveForm({ ...props, schema: ZBookInput, values, files: ["document", "cover"] });
 *   return <FormDialog {...save.dialogProps}>…<FormFileField {...save.file("document")} …/></FormDialog>;
 */
export function useSaveForm<S extends z.ZodType<FieldValues, FieldValues>, T extends { id: string | number }>({
  api,
  ns,
  schema,
  values,
  files = [],
  required,
  texts,
  row,
  open,
  onOpenChange,
}: AdminFormProps<T> & {
  schema: S;
  values: DefaultValues<z.input<S>>;
  /** the form's file fields, sent as multipart beside the values */
  files?: readonly string[];
  /** a file the create needs, and the message key of its absence (also toasted when the section has `noFileTitle` and `noFileBody`) */
  required?: { file: string; message: string };
  /** texts other than the convention's (e.g. an "Upload" button) */
  texts?: Partial<SaveTexts>;
}) {
  const t = useTranslations(ns as never) as unknown as KitTranslate;
  const form = useZodForm(schema, values);
  const [chosen, setChosen] = useState<Record<string, File | null>>({});
  const { progress, upload } = useUpload();
  const all: SaveTexts = { ...textsOf(t, !!row), ...texts };
  const save = useApiMutation({
    request: (input: z.output<S>) => {
      if (files.length === 0) return saveJson(api, row, input);
      const body = formDataOf(input, chosen);
      if (row) body.set("id", String(row.id));
      return row ? upload(api.update, body, "PUT") : upload(api.create, body);
    },
    invalidate: [api.list],
    success: () => all.success,
    failure: all.failure,
  });
  return {
    t,
    form,
    progress,
    /**
     * A file field's value, change handler, rule and button (and, for the first file, progress):
     * `<FormFileField {...save.file("document", documentField(max))} …/>`. With `toasted` (the message
     * key of each problem) a refused file is toasted under the section's `invalidTypeTitle` instead of
     * shown under the field.
     */
    file: (name: string, preset: FilePreset, toasted?: Record<"type" | "size", string>) => {
      return {
        name,
        value: chosen[name] ?? null,
        onChange: (file: File | null) => setChosen((c) => ({ ...c, [name]: file })),
        progress: name === files[0] ? progress : undefined,
        rule: preset.rule,
        problems: toasted ? undefined : preset.problems,
        onProblem: toasted && ((p: "type" | "size") => toast({ title: t("invalidTypeTitle"), description: t(toasted[p]), variant: "destructive" })),
        chooseLabel: t(preset.choose),
      };
    },
    /** everything FormDialog needs */
    dialogProps: {
      open,
      onOpenChange,
      wide: true,
      title: all.title,
      description: all.description,
      form,
      busy: progress !== null,
      submitLabel: all.submit,
      pendingLabel: all.pending,
      onSubmit: async (input: z.output<S>) => {
        if (!row && required && !chosen[required.file]) {
          if (t.has("noFileTitle")) toast({ title: t("noFileTitle"), description: t("noFileBody"), variant: "destructive" });
          form.setError(required.file as never, { message: required.message });
          return;
        }
        if (await submitTo(form, () => save.mutateAsync(input))) onOpenChange(false);
      },
    },
  };
}
