import { redirect } from "next/navigation";

// An unknown path redirects to the home page.
export default function UnknownPath() {
  redirect("/");
}
