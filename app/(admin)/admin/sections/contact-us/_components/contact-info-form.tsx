"use client";

import { Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { Form, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { ContactInfo } from "@/lib/contact/types";
import type { TContactInfoInput } from "@/lib/schemas/contact";
import { CONTACT_API } from "@/lib/contact/types";

// zod loads when the form first validates, not with the page
const schema = () => import("@/lib/schemas/contact").then((m) => m.ZContactInfoInput);

export function ContactInfoForm({ initial }: { initial: ContactInfo }) {
  const t = useTranslations("AdminContact");
  const form = useZodForm(schema, initial);
  const save = useApiMutation<TContactInfoInput, { info: ContactInfo }>({
    request: (body) => apiJson(`${CONTACT_API}/update_info.php`, { method: "PUT", body }),
    invalidate: [`${CONTACT_API}/info.php`],
    success: () => ({ title: t("infoSaved") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
    onSuccess: (r) => form.reset(r.info),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("infoTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={(v) => submitTo(form, () => save.mutateAsync(v)).then(() => undefined)}>
          <FormField name="address" label={t("address")} required />
          <div className="grid gap-4 md:grid-cols-2">
            <FormField name="email" label={t("email")} type="email" dir="ltr" required />
            <FormField name="phone" label={t("phone")} type="tel" dir="ltr" required />
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden /> {save.isPending ? t("saving") : t("save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
