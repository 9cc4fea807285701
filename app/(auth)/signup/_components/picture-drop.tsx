"use client";

import { ImagePlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@/lib/files/files";
import { cn } from "@/lib/utils";
import { ImageFileInput } from "@/components/forms/image-file-input";
import { megabytes } from "@/lib/schemas/limits";

/** Optional profile picture: drag-and-drop or click, images only, with a preview. */
export function PictureDrop({
  file,
  onChange,
  error,
  onError,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  error?: string | null;
  /** a Validation message key, or null when the file is fine */
  onError: (key: "imageOnly" | "imageTooLarge" | null) => void;
}) {
  const t = useTranslations("Signup");
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function accept(f: File | undefined) {
    if (!f) return;
    if (!IMAGE_MIME_TYPES.includes(f.type)) return onError("imageOnly");
    if (f.size > IMAGE_MAX_BYTES) return onError("imageTooLarge");
    onError(null);
    onChange(f);
  }

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id="picture-label">
        {t("picture")}
      </span>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          accept(e.dataTransfer.files[0]);
        }}
        className={cn(
          "flex items-center gap-4 rounded-lg border-2 border-dashed p-4 transition-colors",
          dragging ? "border-primary bg-primary/5" : "border-input",
          error && "border-destructive",
        )}
      >
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt={t("picturePreview")} className="size-16 rounded-full object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ImagePlus className="size-6" />
          </span>
        )}
        <button type="button" onClick={() => inputRef.current?.click()} className="flex-1 text-start text-sm" aria-describedby="picture-label">
          <span className="block font-medium text-primary">{t("pictureHint")}</span>
          <span className="block text-xs text-muted-foreground">{t("pictureLimits", { mb: megabytes(IMAGE_MAX_BYTES) })}</span>
        </button>
        {file && (
          <button
            type="button"
            onClick={() => {
              onChange(null);
              if (inputRef.current) inputRef.current.value = "";
            }}
            aria-label={t("removePicture")}
            className="rounded-md p-1 text-muted-foreground hover:text-destructive"
          >
            <X className="size-4" />
          </button>
        )}
        <ImageFileInput ref={inputRef} tabIndex={-1} aria-labelledby="picture-label" data-testid="picture-input" onFile={accept} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
