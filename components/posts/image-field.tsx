"use client";

import { ImageUp, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/lib/client/toast";
import { ApiError, apiUpload } from "@/lib/client/api";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@/lib/files/files";
import { resolveImage } from "@/lib/posts/image";
import { ArticleImage } from "./article-image";
import { POSTS_API } from "@/lib/posts/types";
import { ImageFileInput } from "@/components/forms/image-file-input";
import { megabytes } from "@/lib/schemas/limits";

type ImageValue = { image_path: string | null; image_url: string | null };

/**
 * The article image of the surrounding form (its `image_path` and `image_url`): an upload
 * (JPEG/PNG/GIF/WebP, ≤ 5 MB, checked again by the server) or a typed URL.
 */
export function ImageField() {
  const t = useTranslations("AdminArticles");
  const form = useFormContext<ImageValue>();
  const value: ImageValue = { image_path: form.watch("image_path") ?? null, image_url: form.watch("image_url") ?? null };
  const onChange = (v: ImageValue) => {
    form.setValue("image_path", v.image_path, { shouldValidate: true });
    form.setValue("image_url", v.image_url, { shouldValidate: true });
  };
  const error = form.formState.errors.image_url?.message ?? form.formState.errors.image_path?.message;
  const fileRef = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const current = value.image_url || value.image_path;

  async function onFile(file: File | undefined) {
    if (!file) return;
    const fail = (description: string) => toast({ title: t("errorTitle"), description, variant: "destructive" });
    if (!IMAGE_MIME_TYPES.includes(file.type)) return fail(t("imageType"));
    if (file.size > IMAGE_MAX_BYTES) return fail(t("imageTooLarge", { mb: megabytes(IMAGE_MAX_BYTES) }));
    setProgress(0);
    const form = new FormData();
    form.append("image", file);
    try {
      const { image_path } = await apiUpload<{ image_path: string }>(`${POSTS_API}/upload_image.php`, form, setProgress);
      onChange({ image_path, image_url: null });
      toast({ title: t("uploaded") });
    } catch (e) {
      const status = e instanceof ApiError ? e.status : -1;
      fail(
        status === 0
          ? t("networkError")
          : status === 413
            ? t("imageTooLarge", { mb: megabytes(IMAGE_MAX_BYTES) })
            : status === 415
              ? t("imageType")
              : t("uploadFailed"),
      );
    } finally {
      setProgress(null);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t("fieldImage")}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="aspect-[16/9] w-44 shrink-0 overflow-hidden rounded-lg border bg-muted">
          <ArticleImage src={resolveImage(value)} alt={t("imagePreview")} />
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-2">
            <ImageFileInput ref={fileRef} id={`${urlId}-file`} data-testid="image-file" onFile={(file) => void onFile(file)} />
            <Button type="button" variant="outline" size="sm" disabled={progress !== null} onClick={() => fileRef.current?.click()}>
              <ImageUp /> {t("uploadImage")}
            </Button>
            {current && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ image_path: null, image_url: null })}>
                <Trash2 /> {t("removeImage")}
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">{t("imageHint", { mb: megabytes(IMAGE_MAX_BYTES) })}</p>
          {progress !== null && <Progress value={progress} label={t("uploading", { percent: progress })} />}
          <Label htmlFor={urlId} className="mt-1 text-xs text-muted-foreground">
            {t("imageUrl")}
          </Label>
          <Input
            id={urlId}
            dir="ltr"
            inputMode="url"
            placeholder="https://..."
            value={value.image_url ?? (value.image_path?.startsWith("/uploads/") ? "" : (value.image_path ?? ""))}
            aria-invalid={!!error}
            onChange={(e) => onChange({ image_path: null, image_url: e.target.value || null })}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
