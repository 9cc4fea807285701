import { pageMetadata } from "@/components/layout/page-title";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { isAdminRole } from "@/lib/auth/role-names";
import { safeReturnPath } from "@/lib/auth/return-path";
import { getActor } from "@/lib/auth/session";
import { LoginForm } from "../../login/_components/login-form";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getTranslations("AdminLogin"))("title"), "adminLogin");
}

export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = safeReturnPath((await searchParams).next);
  const actor = await getActor();
  if (actor && isAdminRole(actor.role)) redirect(next ?? "/admin");
  return <LoginForm variant="admin" next={next} />;
}
