import { pageMetadata } from "@/components/layout/page-title";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { safeReturnPath } from "@/lib/auth/return-path";
import { getActor } from "@/lib/auth/session";
import { LoginForm } from "./_components/login-form";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getTranslations("Login"))("title"), "login");
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = safeReturnPath((await searchParams).next);
  if (await getActor()) redirect(next ?? "/");
  return <LoginForm variant="member" next={next} />;
}
