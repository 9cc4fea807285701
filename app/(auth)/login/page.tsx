import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getActor } from "@/lib/session";
import { LoginForm } from "./_components/login-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Login"))("title") };
}

export default async function LoginPage() {
  if (await getActor()) redirect("/");
  return <LoginForm variant="member" />;
}
