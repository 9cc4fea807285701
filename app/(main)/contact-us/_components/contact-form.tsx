"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { Form, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { TContactMessageInput } from "@/lib/schemas/contact";
import { CONTACT_API } from "@/lib/contact/types";

// on the page's first paint: zod loads when the form first validates (a field left, or a submit)
const schema = () => import("@/lib/schemas/contact").then((m) => m.ZContactMessageInput);

/** The contact form: name, e-mail, subject, message (5 rows), all required; clears once sent. */
export function ContactForm({ defaults }: { defaults: { name: string; email: string } }) {
  const t = useTranslations("Contact");
  const form = useZodForm(schema, { name: defaults.name, email: defaults.email, subject: "", message: "" });
  const send = useApiMutation<TContactMessageInput>({
    request: (body) => apiJson(`${CONTACT_API}/send.php`, { method: "POST", body }),
    invalidate: [`${CONTACT_API}/messages.php`],
    success: () => ({ title: t("sentTitle"), description: t("sentBody") }),
    failure: { title: t("sendFailedTitle"), fallback: t("sendFailed") },
    onSuccess: () => form.reset({ name: "", email: "", subject: "", message: "" }),
  });
  return (
    <Form form={form} onSubmit={(values) => submitTo(form, () => send.mutateAsync(values)).then(() => undefined)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="name" label={t("name")} required autoComplete="name" />
        <FormField name="email" label={t("email")} type="email" dir="ltr" required autoComplete="email" />
      </div>
      <FormField name="subject" label={t("subject")} required />
      <FormField name="message" label={t("message")} multiline rows={5} required />
      <div>
        <Button type="submit" disabled={send.isPending}>
          <Send className="rtl:-scale-x-100" aria-hidden /> {send.isPending ? t("sending") : t("send")}
        </Button>
      </div>
    </Form>
  );
}
