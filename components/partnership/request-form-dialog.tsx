"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormBanner } from "@/components/auth/form-banner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiJson } from "@/lib/client/api";
import { ZCollaborationInput, ZJoinInput } from "@/lib/schemas/opportunities";
import { FormField, issuesByField } from "./form-field";

/** What differs between joining an opportunity and asking to collaborate on a research project. */
const KINDS = {
  join: { url: "/backend/api/opportunities/join.php", idKey: "opportunity_id", schema: ZJoinInput, required: ["research_interests"] },
  collaboration: { url: "/backend/api/research_projects/request.php", idKey: "project_id", schema: ZCollaborationInput, required: ["message"] },
} as const;

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email", dir: "ltr" },
  { name: "phone", type: "tel", autoComplete: "tel", dir: "ltr" },
  { name: "expertise", type: "text" },
  { name: "academic_background", multiline: true, rows: 2 },
  { name: "research_interests", multiline: true, rows: 2 },
  { name: "message", multiline: true, rows: 3 },
] as const;
const ALWAYS_REQUIRED = ["name", "email", "expertise", "academic_background"];

/** The one request form: join an opportunity, or collaborate on a research project. */
export function RequestFormDialog({ kind, target, member, open, onOpenChange, onSent }: {
  kind: keyof typeof KINDS;
  target: { id: number; title: string };
  member: { name: string; email: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}) {
  const t = useTranslations("Partnership.request");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const config = KINDS[kind];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = { ...Object.fromEntries(new FormData(e.currentTarget)), [config.idKey]: target.id };
    const parsed = config.schema.safeParse(raw);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiJson(config.url, { method: "POST", body: parsed.data });
      toast({ title: t("sent"), description: t("sentBody") });
      onOpenChange(false);
      onSent();
    } catch (err) {
      const duplicate = err instanceof ApiError && err.status === 409;
      const description = duplicate ? t("duplicate") : t("failed");
      setBanner(description);
      toast({ title: t("errorTitle"), description, variant: "destructive" });
      if (duplicate) onSent();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => { onOpenChange(o); if (!o) { setErrors({}); setBanner(null); } }}>
      <DialogContent closeLabel={tc("close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t(kind === "join" ? "joinTitle" : "collaborateTitle")}</DialogTitle>
          <DialogDescription dir="auto">{target.title}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormBanner message={banner} />
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((f) => {
              const required = ALWAYS_REQUIRED.includes(f.name) || (config.required as readonly string[]).includes(f.name);
              const wide = "multiline" in f;
              return (
                <div key={f.name} className={wide ? "sm:col-span-2" : undefined}>
                  <FormField
                    {...f}
                    label={t(`fields.${f.name}`)}
                    required={required}
                    optionalLabel={t("optional")}
                    error={errors[f.name] ? tv(errors[f.name]) : undefined}
                    defaultValue={f.name === "name" ? member.name : f.name === "email" ? member.email : undefined}
                  />
                </div>
              );
            })}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{tc("cancel")}</Button>
            <Button type="submit" disabled={busy}><Send className="rtl:-scale-x-100" /> {busy ? t("sending") : t("submit")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
