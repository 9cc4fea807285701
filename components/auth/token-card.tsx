"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { FormBanner } from "@/components/ui/form-banner";
import { buttonVariants } from "@/components/ui/button";
import { AuthCard } from "./auth-card";

/**
 * A page reached from an e-mailed link (`?token=…`): its title and line, a banner when the link
 * came without its token, else the page's own part, then its further links and, unless `back` is
 * off, the way back to sign-in. The namespace gives `title`, `body`, `missing` and `back`.
 */
export function TokenCard({
  ns,
  token,
  children,
  links,
  back = true,
}: {
  ns: "VerifyEmail" | "ResetPassword";
  token: string;
  children: React.ReactNode;
  links?: React.ReactNode;
  back?: boolean;
}) {
  const t = useTranslations(ns);
  return (
    <AuthCard title={t("title")} description={t("body")} contentClassName="grid gap-4">
      {token ? children : <FormBanner message={t("missing")} />}
      {links}
      {back && (
        <Link href="/login" className={buttonVariants({ variant: "outline", className: "w-full" })}>
          {t("back")}
        </Link>
      )}
    </AuthCard>
  );
}
