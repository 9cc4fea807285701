"use client";

import { useTranslations } from "next-intl";
import { FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { ZCollaborationInput, ZJoinInput } from "@/lib/schemas/opportunities";
import { OPPORTUNITIES_API, OPPORTUNITIES_CRUD, PROJECTS_API, PROJECTS_CRUD } from "@/lib/partnership/types";

/** What differs between joining an opportunity and asking to collaborate on a research project. */
const KINDS = {
  join: {
    url: `${OPPORTUNITIES_API}/join.php`,
    list: OPPORTUNITIES_CRUD.list,
    idKey: "opportunity_id",
    schema: ZJoinInput,
    required: ["research_interests"],
  },
  collaboration: {
    url: `${PROJECTS_API}/request.php`,
    list: PROJECTS_CRUD.list,
    idKey: "project_id",
    schema: ZCollaborationInput,
    required: ["message"],
  },
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
export function RequestFormDialog({
  kind,
  target,
  member,
  open,
  onOpenChange,
}: {
  kind: keyof typeof KINDS;
  target: { id: number; title: string };
  member: { name: string; email: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("Partnership.request");
  const config = KINDS[kind];
  const form = useZodForm(
    config.schema as typeof ZJoinInput,
    {
      [config.idKey]: target.id,
      name: member.name,
      email: member.email,
      phone: "",
      expertise: "",
      academic_background: "",
      research_interests: "",
      message: "",
    } as never,
  );
  const send = useApiMutation({
    request: (body: unknown) => apiJson(config.url, { method: "POST", body }),
    invalidate: [config.list, `${OPPORTUNITIES_API}/my_requests.php`],
    success: () => ({ title: t("sent"), description: t("sentBody") }),
    failure: { title: t("errorTitle"), fallback: t("failed") },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(kind === "join" ? "joinTitle" : "collaborateTitle")}
      description={target.title}
      form={form}
      onSubmit={async (values) => {
        if (await submitTo(form, () => send.mutateAsync(values))) onOpenChange(false);
      }}
      submitLabel={t("submit")}
      pendingLabel={t("sending")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            {...f}
            className={"multiline" in f ? "sm:col-span-2" : undefined}
            label={t(`fields.${f.name}`)}
            required={ALWAYS_REQUIRED.includes(f.name) || (config.required as readonly string[]).includes(f.name)}
            optionalLabel={t("optional")}
          />
        ))}
      </div>
    </FormDialog>
  );
}
