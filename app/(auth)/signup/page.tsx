import { pageMetadata } from "@/components/layout/page-title";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getActor } from "@/lib/auth/session";
import { SignupForm } from "./_components/signup-form";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getTranslations("Signup"))("title"), "signup");
}

export default async function SignupPage() {
  if (await getActor()) redirect("/");
  return <SignupForm />;
}
