"use client";

import { Paperclip } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { FormBanner } from "@/components/auth/form-banner";
import { FormField, issuesByField } from "@/components/partnership/form-field";
import { TagInput } from "@/components/partnership/tag-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { hasProjectFileExtension, PROJECT_FILE_MAX_BYTES, ZResearchProjectInput } from "@/lib/schemas/opportunities";
import { cn } from "@/lib/utils";

/** XHR rather than fetch: only it reports upload progress. Resolves with the HTTP status. */
function upload(url: string, body: FormData, onProgress: (pct: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => resolve(0);
    xhr.send(body);
  });
}

export function ProjectFormDialog({ open, onOpenChange, onSaved }: { open: boolean; onOpenChange: (o: boolean) => void; onSaved: () => void }) {
  const t = useTranslations("ResearchProjects.form");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const tp = useTranslations("Partnership.form");
  const [tags, setTags] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function reset() {
    setTags([]); setFile(null); setFileError(null); setErrors({}); setBanner(null); setProgress(null);
    formRef.current?.reset();
  }

  function onFile(f: File | null) {
    setFileError(null);
    if (f && !hasProjectFileExtension(f.name)) return setFileError(tv("documentOnly")), setFile(null);
    if (f && f.size > PROJECT_FILE_MAX_BYTES) return setFileError(tv("fileTooLarge")), setFile(null);
    setFile(f);
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fd = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const parsed = ZResearchProjectInput.safeParse({ ...fd, tags });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      setBanner(tv("projectRequired"));
      return;
    }
    if (fileError) return;
    setErrors({}); setBanner(null); setProgress(0);
    const body = new FormData();
    for (const [k, v] of Object.entries(parsed.data)) body.set(k, k === "tags" ? JSON.stringify(v) : String(v));
    if (file) body.set("file", file);
    const status = await upload("/backend/api/research_projects/create.php", body, setProgress);
    if (status === 201) {
      toast({ title: t("created"), description: t("createdBody") });
      reset();
      onOpenChange(false);
      onSaved();
      return;
    }
    setProgress(null);
    const message = status === 413 ? tv("fileTooLarge") : status === 415 ? tv("documentOnly") : t("createFailed");
    if (status === 413 || status === 415) setFileError(message);
    setBanner(message);
    toast({ title: tp("createErrorTitle"), description: message, variant: "destructive" });
  }

  const err = (k: string) => (errors[k] ? tv(errors[k]) : undefined);
  const busy = progress !== null;
  return (
    <Dialog open={open} onOpenChange={(o) => { if (!busy) { onOpenChange(o); if (!o) reset(); } }}>
      <DialogContent closeLabel={tc("close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("subtitle")}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormBanner message={banner} />
          <FormField name="title" label={t("projectTitle")} required maxLength={200} error={err("title")} />
          <FormField name="description" label={t("description")} required multiline rows={4} maxLength={5000} error={err("description")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="institution" label={t("institution")} required maxLength={200} error={err("institution")} />
            <FormField name="requiredExpertise" label={t("requiredExpertise")} required maxLength={500} error={err("requiredExpertise")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="f-tags">{t("tags")}<span className="text-destructive"> *</span></Label>
            <TagInput id="f-tags" value={tags} onChange={setTags} placeholder={tp("tagPlaceholder")} addLabel={tp("addTag")} removeLabel={(tag) => tp("removeTag", { tag })} invalid={!!errors.tags} />
            <FieldError id="f-tags-error">{err("tags")}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="f-file">{t("attachment")} <span className="text-xs font-normal text-muted-foreground">({t("attachmentHint")})</span></Label>
            <div className="flex items-center gap-2">
              <Paperclip className="size-4 text-muted-foreground" />
              <input id="f-file" type="file" accept=".pdf,.doc,.docx,.ppt,.pptx" aria-invalid={!!fileError || undefined}
                className={cn(inputClass, "h-auto py-1.5 file:me-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1")}
                onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
            </div>
            <FieldError id="f-file-error">{fileError}</FieldError>
          </div>
          {busy && (
            <div className="grid gap-1">
              <div role="progressbar" aria-label={t("uploading")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <p className="text-xs text-muted-foreground">{t("uploadingPct", { pct: progress })}</p>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => { onOpenChange(false); reset(); }}>{tc("cancel")}</Button>
            <Button type="submit" disabled={busy}>{busy ? t("uploading") : t("submit")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
