"use client";

import { MailWarning } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { apiJson } from "@/lib/client/api";
import { AUTH_API } from "@/lib/users/types";
import { useErrorText } from "@/lib/client/errors";

/** Ties the article form's submit button to the notice above it that explains why it waits. */
export const VERIFY_NOTICE_ID = "article-verify-notice";

/** The article form's pages, which say it their own way above the form (what may be done before verifying). */
const ARTICLE_FORM = /^\/articles\/(submit|\d+\/edit)\/?$/;

/**
 * Shown to a member whose e-mail address is not verified: why it matters, and a way to get a new
 * link. `message` says it for one page (with `id`, for the controls it explains); without it, the
 * layout's general banner, which leaves the article form's pages to their own.
 */
export function VerifyBanner({ email, message, id }: { email: string; message?: React.ReactNode; id?: string }) {
  const t = useTranslations("VerifyBanner");
  const describe = useErrorText();
  const [sending, setSending] = useState(false);
  const path = usePathname();
  if (!message && ARTICLE_FORM.test(path)) return null;

  async function onResend() {
    setSending(true);
    try {
      await apiJson(`${AUTH_API}/resend_verification.php`, { method: "POST" });
      toast({ title: t("sent"), description: t("sentBody", { email }) });
    } catch (e) {
      toast({ title: t("failed"), description: describe(e, t("failed")), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-label={t("resend")}
      className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <MailWarning className="size-5 shrink-0" aria-hidden />
      <p className="flex-1" id={id}>
        {message ?? t.rich("text", { address: email, email: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
      </p>
      <Button type="button" size="sm" variant="outline" disabled={sending} onClick={onResend}>
        {sending ? t("sending") : t("resend")}
      </Button>
    </section>
  );
}
