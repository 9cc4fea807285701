import { getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { ClientMessages } from "@/components/providers/client-messages";
import { Logo } from "@/components/layout/logo";

// The sign-in pages: a centred card over a background image.
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("Common");
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-[#0b3b4f] bg-[url('/images/auth-bg.svg')] bg-cover bg-center px-4 py-10">
      <LanguageSwitcher className="absolute end-4 top-4 text-white hover:bg-white/10" />
      <div className="mb-6 flex items-center gap-3 text-white">
        <Logo size={44} priority />
        <div>
          <p className="text-2xl font-bold">{t("appName")}</p>
          <p className="text-sm text-white/80">{t("tagline")}</p>
        </div>
      </div>
      <main className="w-full max-w-md">
        <ClientMessages
          namespaces={[
            "Login",
            "AdminLogin",
            "Signup",
            "ForgotPassword",
            "ResetPassword",
            "VerifyEmail",
            "ReviewRespond",
            "ReviewAnswer",
            "Errors",
            "Validation",
          ]}
        >
          {children}
        </ClientMessages>
      </main>
    </div>
  );
}
