"use client";

import { FileUp, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { IMAGE_MIME_TYPES } from "@/lib/files/files";

const MB = 1024 * 1024;

export type FileRule = {
  /** MIME types the picker offers and the browser-reported type must match (the server checks content) */
  accept: readonly string[];
  /** extensions accepted when the browser reports no type (e.g. some .docx) */
  extensions?: readonly string[];
  maxBytes: number;
};

/** The picker's types of a document (PDF, DOC, DOCX) and of an image; a rule adds its `maxBytes`. */
export const DOCUMENT_TYPES = {
  accept: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  extensions: ["pdf", "doc", "docx"],
} as const;
export const IMAGE_TYPES = { accept: IMAGE_MIME_TYPES, extensions: ["jpg", "jpeg", "png", "gif", "webp"] } as const;

/**
 * A kind of file field: its rule, the Validation keys of a refused file (else the form tells it its
 * own way) and the message key of its button in the form's namespace.
 */
export type FilePreset = { rule: FileRule; problems?: Record<"type" | "size", string>; choose: string };
export const documentField = (maxBytes: number): FilePreset => ({
  rule: { ...DOCUMENT_TYPES, maxBytes },
  problems: { size: "fileTooLarge", type: "bookFileOnly" },
  choose: "chooseDocument",
});
export const pdfField = (maxBytes: number): FilePreset => ({ rule: { accept: ["application/pdf"], extensions: ["pdf"], maxBytes }, choose: "choosePdf" });
export const imageField = (maxBytes: number): FilePreset => ({
  rule: { ...IMAGE_TYPES, maxBytes },
  problems: { size: "imageTooLarge", type: "imageOnly" },
  choose: "chooseImage",
});

/** Why a chosen file is refused before any upload, or null. The server checks again by content. */
export function fileProblem(file: File, rule: FileRule): "type" | "size" | null {
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  const typeOk = file.type ? rule.accept.includes(file.type) : (rule.extensions ?? []).includes(ext);
  if (!typeOk) return "type";
  if (file.size > rule.maxBytes) return "size";
  return null;
}

/**
 * The one file picker: our own button and the chosen file's name in the page's language (never the
 * browser's "Choose File / No file chosen"), a type and size check that clears a wrong file and
 * says why, and the upload's progress bar.
 */
export function FileField({
  id,
  value,
  onChange,
  rule,
  onProblem,
  progress,
  chooseLabel,
  disabled,
  ...aria
}: {
  id: string;
  value: File | null;
  onChange: (file: File | null) => void;
  rule: FileRule;
  /** told when a chosen file is refused (the field is cleared) */
  onProblem: (problem: "type" | "size") => void;
  /** 0–100 while uploading */
  progress?: number | null;
  chooseLabel: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const tc = useTranslations("Common");
  const input = useRef<HTMLInputElement>(null);
  function pick(file: File | undefined) {
    if (!file) return;
    const problem = fileProblem(file, rule);
    if (input.current) input.current.value = "";
    if (problem) {
      onChange(null);
      onProblem(problem);
      return;
    }
    onChange(file);
  }
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          accept={[...rule.accept, ...(rule.extensions ?? []).map((e) => `.${e}`)].join(",")}
          disabled={disabled}
          onChange={(e) => pick(e.target.files?.[0])}
          {...aria}
        />
        <Button type="button" variant="outline" size="sm" disabled={disabled || (progress ?? null) !== null} onClick={() => input.current?.click()}>
          <FileUp /> {chooseLabel}
        </Button>
        <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="file-name">
          {value ? <bdi dir="auto">{value.name}</bdi> : tc("noFileChosen")}
        </span>
        {value && (progress ?? null) === null && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={tc("removeFile")}>
            <X />
          </Button>
        )}
      </div>
      {progress !== null && progress !== undefined && <Progress value={progress} label={tc("uploading", { percent: progress })} />}
    </div>
  );
}

/**
 * A file of the surrounding form: label and message like every field; a refused file becomes the
 * field's own error (`problems` names the message keys), and choosing another file clears it.
 */
export function FormFileField({
  name,
  label,
  required,
  optionalLabel,
  problems,
  onProblem,
  ...field
}: {
  name: string;
  label: string;
  required?: boolean;
  optionalLabel?: string;
  /** a refused file's message keys, shown as the field's error… */
  problems?: Record<"type" | "size", string>;
  /** …or told some other way (a toast) */
  onProblem?: (problem: "type" | "size") => void;
} & Omit<React.ComponentProps<typeof FileField>, "id" | "onProblem">) {
  const { setError, clearErrors } = useFormContext();
  return (
    <FieldShell name={name} label={label} required={required} optionalLabel={optionalLabel} messageValues={{ mb: Math.floor(field.rule.maxBytes / MB) }}>
      {(a11y) => (
        <FileField
          {...a11y}
          {...field}
          onChange={(f) => {
            field.onChange(f);
            clearErrors(name);
          }}
          onProblem={(p) => (problems ? setError(name, { message: problems[p] }) : onProblem?.(p))}
        />
      )}
    </FieldShell>
  );
}
