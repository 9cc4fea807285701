import { ClientMessages } from "@/components/providers/client-messages";
import { cn } from "@/lib/utils";

/**
 * A member board page: its heading (a coloured hero or a plain card) over the board, which gets the
 * page's client messages and the client data it needs (`providers`): a board `DataProviders` (the
 * query cache and the list's state in the URL), a form only `QueryProvider`, so that a page loads
 * no provider's script it does not use.
 */
export function SectionPage({
  title,
  subtitle,
  tone = "card",
  namespaces,
  providers: Providers,
  children,
}: {
  title: string;
  subtitle: string;
  tone?: "hero" | "card";
  namespaces: readonly string[];
  providers: React.ComponentType<{ children: React.ReactNode }>;
  children: React.ReactNode;
}) {
  const hero = tone === "hero";
  return (
    <ClientMessages namespaces={namespaces}>
      <section
        className={cn(
          "mb-8 rounded-2xl px-6 shadow-sm md:px-10",
          hero ? "overflow-hidden ltr:bg-gradient-to-r rtl:bg-gradient-to-l from-primary to-primary/80 py-10 text-primary-foreground" : "border bg-card py-8",
        )}
      >
        <h1 className={cn("text-3xl font-bold tracking-tight first-letter:uppercase", hero && "md:text-4xl")}>{title}</h1>
        <p className={cn("max-w-2xl", hero ? "mt-3 text-primary-foreground/90 md:text-lg" : "mt-2 text-muted-foreground")}>{subtitle}</p>
      </section>
      <Providers>{children}</Providers>
    </ClientMessages>
  );
}
