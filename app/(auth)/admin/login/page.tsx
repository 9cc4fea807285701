import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { isAdminRole } from "@/lib/schemas/users";
import { getActor } from "@/lib/session";
import { LoginForm } from "../../login/_components/login-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminLogin"))("title") };
}

export default async function AdminLoginPage() {
  const actor = await getActor();
  if (actor && isAdminRole(actor.role)) redirect("/admin");
  return <LoginForm variant="admin" />;
}
