import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** A real 404 of a member page (an article, a question, a researcher): what is missing, and one way back. */
export function NotFoundView({
  icon,
  title,
  body,
  back,
}: {
  icon: React.ComponentType<{ className?: string }>;
  title: string;
  body: string;
  back: { href: string; label: string };
}) {
  return (
    <EmptyState icon={icon} title={title} body={body}>
      <Button asChild className="mt-6">
        <Link href={back.href}>{back.label}</Link>
      </Button>
    </EmptyState>
  );
}
