"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ImageField, type ImageValue } from "@/components/posts/image-field";
import { RichTextEditor } from "@/components/posts/rich-text-editor";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input, inputClass, Textarea } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiJson } from "@/lib/client/api";
import { CATEGORY_KEYS, editableCategory } from "@/lib/posts/category";
import { readTimeOf } from "@/lib/posts/read-time";
import type { AdminPostRow } from "@/lib/posts/types";
import { ZPostInput } from "@/lib/schemas/posts";
import { cn } from "@/lib/utils";

type Values = { title: string; content: string; author: string; full_content: string; keywords: string; category: string; read_time: string } & ImageValue;

const valuesOf = (p: AdminPostRow | null): Values => ({
  title: p?.title ?? "",
  content: p?.content ?? "",
  author: p?.author ?? "",
  full_content: p?.full_content ?? "",
  keywords: p?.keywords ?? "",
  category: p ? editableCategory(p) : "",
  // a figure equal to the computed one stays "automatic", so editing the text keeps it in step
  read_time: p && p.read_time !== readTimeOf(p.full_content || p.content) ? String(p.read_time) : "",
  image_path: p?.image_path ?? null,
  image_url: p?.image_url ?? null,
});

/** Add or edit an article: the same schema as create.php / update.php, checked here first. */
export function PostFormDialog({ open, post, onOpenChange, onSaved }: { open: boolean; post: AdminPostRow | null; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const t = useTranslations("AdminArticles");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const tcat = useTranslations("Categories");
  const ids = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const body = { ...values, read_time: values.read_time.trim() === "" ? null : values.read_time };
    const parsed = ZPostInput.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= tv(issue.message);
      setErrors(fieldErrors);
      const missing = parsed.error.issues.some((i) => i.message === "articleRequired");
      toast({ title: t("errorTitle"), description: missing ? t("required") : Object.values(fieldErrors)[0], variant: "destructive" });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (post) await apiJson("/backend/api/posts/update.php", { method: "PUT", body: { ...body, id: post.id } });
      else await apiJson("/backend/api/posts/create.php", { method: "POST", body });
      toast({ title: post ? t("updated") : t("created") });
      onSaved();
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      toast({ title: t("errorTitle"), description: status === 0 ? t("networkError") : (err as Error).message || t("saveFailed"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof Values) => ({
    id: `${ids}-${name}`,
    "aria-invalid": !!errors[name] || undefined,
    "aria-describedby": errors[name] ? `${ids}-${name}-error` : undefined,
  });
  const categories = [...CATEGORY_KEYS, "general"] as const;
  const freeCategory = values.category && !(categories as readonly string[]).includes(values.category) ? values.category : null;

  return (
    <Dialog open={open} onOpenChange={(o) => !saving && onOpenChange(o)}>
      <DialogContent closeLabel={tc("close")} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{post ? t("editTitle") : t("createTitle")}</DialogTitle>
          <DialogDescription>{t("formDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-title`}>{t("fieldTitle")} *</Label>
            <Input {...field("title")} dir="auto" value={values.title} onChange={(e) => set({ title: e.target.value })} required />
            <FieldError id={`${ids}-title-error`}>{errors.title}</FieldError>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-author`}>{t("fieldAuthor")} *</Label>
              <Input {...field("author")} dir="auto" value={values.author} onChange={(e) => set({ author: e.target.value })} required />
              <FieldError id={`${ids}-author-error`}>{errors.author}</FieldError>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-category`}>{t("fieldCategory")}</Label>
              <select {...field("category")} className={cn(inputClass, "h-10")} value={values.category} onChange={(e) => set({ category: e.target.value })}>
                <option value="">{t("categoryAuto")}</option>
                {categories.map((k) => <option key={k} value={k}>{tcat(k)}</option>)}
                {freeCategory && <option value={freeCategory}>{freeCategory}</option>}
              </select>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-content`}>{t("fieldContent")} *</Label>
            <Textarea {...field("content")} dir="auto" rows={3} value={values.content} onChange={(e) => set({ content: e.target.value })} required />
            <p className="text-xs text-muted-foreground">{t("fieldContentHint")}</p>
            <FieldError id={`${ids}-content-error`}>{errors.content}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label id={`${ids}-full-label`}>{t("fieldFullContent")}</Label>
            <RichTextEditor id={`${ids}-full_content`} labelledBy={`${ids}-full-label`} describedBy={`${ids}-full-hint`} value={values.full_content} onChange={(html) => set({ full_content: html })} />
            <p id={`${ids}-full-hint`} className="text-xs text-muted-foreground">{t("fieldFullContentHint")}</p>
            <FieldError id={`${ids}-full_content-error`}>{errors.full_content}</FieldError>
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-keywords`}>{t("fieldKeywords")}</Label>
              <Input {...field("keywords")} dir="auto" value={values.keywords} onChange={(e) => set({ keywords: e.target.value })} />
              <p className="text-xs text-muted-foreground">{t("fieldKeywordsHint")}</p>
              <FieldError id={`${ids}-keywords-error`}>{errors.keywords}</FieldError>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${ids}-read_time`}>{t("fieldReadTime")}</Label>
              <Input {...field("read_time")} type="number" min={1} max={600} inputMode="numeric" value={values.read_time} onChange={(e) => set({ read_time: e.target.value })} />
              <p className="text-xs text-muted-foreground">{t("fieldReadTimeHint")}</p>
              <FieldError id={`${ids}-read_time-error`}>{errors.read_time}</FieldError>
            </div>
          </div>
          <ImageField value={{ image_path: values.image_path, image_url: values.image_url }} onChange={(v) => set(v)} error={errors.image_url ?? errors.image_path} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>{tc("cancel")}</Button>
            <Button type="submit" disabled={saving}>{saving ? t("saving") : t("save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
