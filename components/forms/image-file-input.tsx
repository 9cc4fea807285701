import { IMAGE_MIME_TYPES } from "@/lib/files/files";

/**
 * The hidden image picker behind a button of its own (which opens it with `ref.current.click()`):
 * images only by their reported type (the server checks the content), the chosen file to `onFile`.
 */
export function ImageFileInput({
  onFile,
  ...props
}: { onFile: (file: File | undefined) => void } & Omit<React.ComponentProps<"input">, "type" | "accept" | "className" | "onChange">) {
  return <input type="file" accept={IMAGE_MIME_TYPES.join(",")} className="sr-only" onChange={(e) => onFile(e.target.files?.[0])} {...props} />;
}
