"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormBanner } from "@/components/auth/form-banner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiJson } from "@/lib/client/api";
import { splitTags } from "@/lib/partnership/rules";
import { ZOpportunityInput } from "@/lib/schemas/opportunities";
import type { OpportunityJson } from "@/lib/partnership/types";
import { cn } from "@/lib/utils";
import { FormField, issuesByField } from "./form-field";
import { FIELD_OPTIONS, TYPE_OPTIONS, usePartnershipLabels } from "./labels";
import { TagInput } from "./tag-input";

/**
 * The project form of spec §5, shared by the public 'share your project' modal (tags added one by
 * one) and the admin's add / edit modal (tags comma-separated).
 */
export function OpportunityFormDialog({ open, onOpenChange, editing, tagsMode, onSaved, publicShare }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: OpportunityJson | null;
  tagsMode: "chips" | "comma";
  publicShare?: boolean;
  onSaved: () => void;
}) {
  const t = useTranslations("Partnership.form");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const labels = usePartnershipLabels();
  const [tags, setTags] = useState<string[]>(editing?.tags ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldOptions = editing && !(FIELD_OPTIONS as readonly string[]).includes(editing.field) ? [...FIELD_OPTIONS, editing.field] : FIELD_OPTIONS;
  const typeOptions = editing && !(TYPE_OPTIONS as readonly string[]).includes(editing.type) ? [...TYPE_OPTIONS, editing.type] : TYPE_OPTIONS;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fd = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const raw = { ...fd, tags: tagsMode === "comma" ? splitTags(fd.tags ?? "") : tags };
    const parsed = ZOpportunityInput.safeParse(raw);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (editing) await apiJson("/backend/api/opportunities/update.php", { method: "PUT", body: { id: editing.id, ...parsed.data } });
      else await apiJson("/backend/api/opportunities/create.php", { method: "POST", body: parsed.data });
      toast({ title: t(editing ? "updated" : "created"), description: !editing && publicShare ? t("createdBody") : undefined });
      onOpenChange(false);
      if (!editing) setTags([]);
      onSaved();
    } catch (err) {
      // spec §8: the fallback texts, and 'حدث خطأ أثناء إضافة المشروع' when the server was not reached
      const offline = err instanceof ApiError && err.status === 0;
      const description = t(editing ? "updateFailed" : offline ? "createNetworkFailed" : "createFailed");
      setBanner(description);
      toast({ title: t(editing ? "updateErrorTitle" : "createErrorTitle"), description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const err = (k: string) => (errors[k] ? tv(errors[k]) : undefined);
  const title = editing ? t("editTitle") : publicShare ? t("shareTitle") : t("addTitle");
  return (
    <Dialog open={open} onOpenChange={(o) => { onOpenChange(o); if (!o) { setErrors({}); setBanner(null); } }}>
      <DialogContent closeLabel={tc("close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{publicShare ? t("shareSubtitle") : t("formSubtitle")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" key={editing?.id ?? "new"}>
          <FormBanner message={banner} />
          <FormField name="title" label={t("title")} required maxLength={200} defaultValue={editing?.title} error={err("title")} />
          <FormField name="description" label={t("description")} required multiline rows={4} maxLength={5000} defaultValue={editing?.description} error={err("description")} />
          <div className="grid gap-4 sm:grid-cols-2">
            {([["field", fieldOptions, labels.field, editing?.field ?? FIELD_OPTIONS[0]], ["type", typeOptions, labels.type, editing?.type ?? TYPE_OPTIONS[0]]] as const).map(([name, options, label, initial]) => (
              <div key={name} className="grid gap-2">
                <Label htmlFor={`f-${name}`}>{t(name)}<span className="text-destructive"> *</span></Label>
                <select id={`f-${name}`} name={name} defaultValue={initial} className={cn(inputClass, "h-10")}>
                  {options.map((o) => <option key={o} value={o}>{label(o)}</option>)}
                </select>
                <FieldError id={`f-${name}-error`}>{err(name)}</FieldError>
              </div>
            ))}
          </div>
          <FormField name="contact_email" type="email" dir="ltr" label={t("contactEmail")} required defaultValue={editing?.contact_email} error={err("contact_email")} autoComplete="email" />
          <div className="grid gap-2">
            <Label htmlFor="f-tags">{t("tags")}</Label>
            {tagsMode === "comma" ? (
              <input id="f-tags" name="tags" dir="auto" className={cn(inputClass, "h-10")} defaultValue={editing?.tags.join("، ")} placeholder={t("tagsCommaPlaceholder")} />
            ) : (
              <TagInput id="f-tags" value={tags} onChange={setTags} placeholder={t("tagPlaceholder")} addLabel={t("addTag")} removeLabel={(tag) => t("removeTag", { tag })} invalid={!!errors.tags} />
            )}
            <FieldError id="f-tags-error">{err("tags")}</FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{tc("cancel")}</Button>
            <Button type="submit" disabled={busy}>{busy ? t("saving") : editing ? t("save") : publicShare ? t("share") : t("add")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
