import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getActor } from "@/lib/session";
import { SignupForm } from "./_components/signup-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Signup"))("title") };
}

export default async function SignupPage() {
  if (await getActor()) redirect("/");
  return <SignupForm />;
}
