import { redirect } from "next/navigation";

// Every admin section has its own folder; any other name under /admin/sections goes to the dashboard.
export default function UnknownAdminSection() {
  redirect("/admin");
}
