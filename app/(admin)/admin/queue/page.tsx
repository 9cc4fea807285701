import { redirect } from "next/navigation";

// /admin/queue, the moderators' short address: the queue lives among the admin's sections.
export default function QueueShortcut() {
  redirect("/admin/sections/queue");
}
