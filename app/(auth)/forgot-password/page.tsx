import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export default async function ForgotPasswordPage() {
  const t = await getTranslations("ForgotPassword");
  return (
    <Card className="shadow-2xl">
      <CardHeader className="text-center">
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("body")}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Link href="/login" className={buttonVariants({ variant: "outline" })}>{t("back")}</Link>
      </CardContent>
    </Card>
  );
}
