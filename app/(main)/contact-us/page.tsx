import { Mail, MapPin, Phone } from "lucide-react";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { getTranslations } from "next-intl/server";
import { PageTitle, sectionMetadata } from "@/components/layout/page-title";
import { getContactInfo } from "@/lib/server/contact";
import { requirePageUser } from "@/lib/auth/session";
import { ContactForm } from "./_components/contact-form";

export const generateMetadata = () => sectionMetadata("contactUs");

/** Contact us: the stored contact details and a form that reaches the admins. */
export default async function ContactUsPage() {
  const actor = await requirePageUser();
  const [info, t] = await Promise.all([getContactInfo(), getTranslations("Contact")]);
  const items = [
    { key: "address", label: t("address"), value: info.address, icon: MapPin, dir: "auto" as const },
    { key: "email", label: t("email"), value: info.email, icon: Mail, dir: "ltr" as const, href: info.email ? `mailto:${info.email}` : undefined },
    {
      key: "phone",
      label: t("phone"),
      value: info.phone,
      icon: Phone,
      dir: "ltr" as const,
      href: info.phone ? `tel:${info.phone.replace(/[^\d+]/g, "")}` : undefined,
    },
  ];
  return (
    <ClientMessages namespaces={["Contact"]}>
      <PageTitle title={t("title")} subtitle={t("subtitle")} />
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="contact-info" className="rounded-2xl border bg-card p-6 shadow-sm lg:col-span-2">
          <h2 id="contact-info" className="mb-4 text-xl font-bold">
            {t("infoTitle")}
          </h2>
          <ul className="grid gap-4" data-testid="contact-info">
            {items.map(({ key, label, value, icon: Icon, dir, href }) => (
              <li key={key} className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm text-muted-foreground">{label}</span>
                  {value ? (
                    href ? (
                      <a href={href} className="block break-words font-medium hover:underline" dir={dir}>
                        {value}
                      </a>
                    ) : (
                      <span className="block break-words font-medium" dir={dir}>
                        {value}
                      </span>
                    )
                  ) : (
                    <span className="block text-muted-foreground">—</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-form" className="rounded-2xl border bg-card p-6 shadow-sm lg:col-span-3">
          <h2 id="contact-form" className="mb-4 text-xl font-bold">
            {t("formTitle")}
          </h2>
          <QueryProvider>
            <ContactForm defaults={{ name: actor.name, email: actor.email }} />
          </QueryProvider>
        </section>
      </div>
    </ClientMessages>
  );
}
