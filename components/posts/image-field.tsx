"use client";

import { ImageUp, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { IMAGE_MAX_BYTES } from "@/lib/files";
import { resolveImage } from "@/lib/posts/image";
import { ArticleImage } from "./article-image";

const ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

export type ImageValue = { image_path: string | null; image_url: string | null };

/** Sends the file with XMLHttpRequest so the form can show upload progress. */
function uploadImage(file: File, onProgress: (percent: number) => void): Promise<{ status: number; path?: string; error?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/backend/api/posts/upload_image.php");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; image_path?: string; error?: string } | null;
      resolve({ status: xhr.status, path: body?.success ? body.image_path : undefined, error: body?.error });
    };
    xhr.onerror = () => resolve({ status: 0 });
    const form = new FormData();
    form.append("image", file);
    xhr.send(form);
  });
}

/** The article image: an upload (JPEG/PNG/GIF/WebP, ≤ 5 MB, checked again by the server) or a typed URL. */
export function ImageField({ value, onChange, error }: { value: ImageValue; onChange: (v: ImageValue) => void; error?: string }) {
  const t = useTranslations("AdminArticles");
  const fileRef = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const current = value.image_url || value.image_path;

  async function onFile(file: File | undefined) {
    if (!file) return;
    const fail = (description: string) => toast({ title: t("errorTitle"), description, variant: "destructive" });
    if (!ACCEPT.split(",").includes(file.type)) return fail(t("imageType"));
    if (file.size > IMAGE_MAX_BYTES) return fail(t("imageTooLarge"));
    setProgress(0);
    const res = await uploadImage(file, setProgress);
    setProgress(null);
    if (fileRef.current) fileRef.current.value = "";
    if (res.path) {
      onChange({ image_path: res.path, image_url: null });
      toast({ title: t("uploaded") });
    } else if (res.status === 0) fail(t("networkError"));
    else if (res.status === 413) fail(t("imageTooLarge"));
    else if (res.status === 415) fail(t("imageType"));
    else fail(res.error || t("uploadFailed"));
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
            <input ref={fileRef} type="file" accept={ACCEPT} className="sr-only" id={`${urlId}-file`} data-testid="image-file" onChange={(e) => void onFile(e.target.files?.[0])} />
            <Button type="button" variant="outline" size="sm" disabled={progress !== null} onClick={() => fileRef.current?.click()}>
              <ImageUp /> {t("uploadImage")}
            </Button>
            {current && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ image_path: null, image_url: null })}>
                <Trash2 /> {t("removeImage")}
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">{t("imageHint")}</p>
          {progress !== null && (
            <div className="grid gap-1" role="status">
              <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t("uploading", { percent: progress })}>
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <span className="text-xs text-muted-foreground">{t("uploading", { percent: progress })}</span>
            </div>
          )}
          <Label htmlFor={urlId} className="mt-1 text-xs text-muted-foreground">{t("imageUrl")}</Label>
          <Input id={urlId} dir="ltr" inputMode="url" placeholder="https://..." value={value.image_url ?? (value.image_path?.startsWith("/uploads/") ? "" : (value.image_path ?? ""))}
            aria-invalid={!!error} onChange={(e) => onChange({ image_path: null, image_url: e.target.value || null })} />
          {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
        </div>
      </div>
    </fieldset>
  );
}
