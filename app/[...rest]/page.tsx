import { redirect } from "next/navigation";

// Spec §2: an unknown path redirects to /.
export default function UnknownPath() {
  redirect("/");
}
