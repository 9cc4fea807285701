import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Logo } from "@/components/layout/logo";

/**
 * What a signed-out reader of a public page sees above it (PUBLIC_READING=1) instead of the
 * member's sidebar: the site's name, the language and the way in (`signInHref` brings the reader back
 * to the page after signing in).
 */
export async function PublicHeader({ signInHref }: { signInHref: string }) {
  const [t, tc] = await Promise.all([getTranslations("PublicReading"), getTranslations("Common")]);
  return (
    <header className="border-b bg-sidebar text-white print:hidden" data-testid="public-header">
      <div className="mx-auto flex w-full max-w-[1200px] flex-wrap items-center justify-between gap-3 px-4 py-3 md:px-8">
        <span className="flex items-center gap-3">
          <Logo size={32} />
          <span className="text-lg font-bold">{tc("appName")}</span>
        </span>
        <nav aria-label={t("account")} className="flex flex-wrap items-center gap-2">
          <LanguageSwitcher className="text-white hover:bg-white/10" />
          <Button asChild variant="ghost" size="sm" className="text-white hover:bg-white/10 hover:text-white">
            <Link href={signInHref}>{t("signIn")}</Link>
          </Button>
          <Button asChild variant="accent" size="sm">
            <Link href="/signup">{t("signUp")}</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
