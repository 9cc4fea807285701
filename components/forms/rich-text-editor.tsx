"use client";

import dynamic from "next/dynamic";
import { FormControl, type FieldProps } from "@/components/forms/form";
import { Skeleton } from "@/components/ui/skeleton";
import type { RichTextProps } from "./tiptap-editor";

/** The rich-text editor, loaded only when a form that needs it opens (it is not in a page's first load). */
export const RichTextEditor = dynamic<RichTextProps>(() => import("./tiptap-editor"), {
  ssr: false,
  loading: () => <Skeleton className="h-60 w-full" />,
});

/** The editor as a field of the surrounding form: label, hint and error like every other field. */
export function FormRichText({ minimal, ...field }: FieldProps & { minimal?: boolean }) {
  return (
    <FormControl
      {...field}
      labelsControl={false}
      render={(f, a11y) => (
        <RichTextEditor
          id={a11y.id}
          labelledBy={a11y["aria-labelledby"]}
          describedBy={a11y["aria-describedby"]}
          invalid={a11y["aria-invalid"]}
          value={f.value ?? ""}
          onChange={f.onChange}
          minimal={minimal}
        />
      )}
    />
  );
}
