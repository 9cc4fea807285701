import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** /terms and /privacy: one layout, four clauses each from messages. */
export async function LegalPage({ kind }: { kind: "terms" | "privacy" }) {
  const t = await getTranslations("Legal");
  return (
    <Card className="shadow-2xl">
      <CardHeader>
        <CardTitle className="text-2xl">{t(`${kind}Title`)}</CardTitle>
        <CardDescription>{t(`${kind}Intro`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid list-decimal gap-3 ps-5 text-sm leading-7">
          {([1, 2, 3, 4] as const).map((n) => (
            <li key={n}>{t(`${kind}${n}`)}</li>
          ))}
        </ol>
        <Link href="/signup" className="text-sm font-semibold text-primary hover:underline">
          {t("back")}
        </Link>
      </CardContent>
    </Card>
  );
}
