import Link from "next/link";
import { MemberName } from "@/components/ui/member-name";
import { DELETED_MEMBER_NAME } from "@/lib/profile/types";
import { researcherPath } from "@/lib/researchers/types";

/**
 * A member's name linking to their researcher page: by handle when the item carries it, else by
 * their id (the page answers an id with a redirect to the handle). A removed member, or an item
 * with no member behind it, keeps the plain name.
 */
export function ResearcherLink({
  name,
  dir,
  handle,
  userId,
  className,
}: {
  name: string;
  /** a byline's direction (lib/i18n/reading-order.ts) */
  dir?: "ltr" | "rtl";
  handle?: string | null;
  userId?: string | null;
  className?: string;
}) {
  const target = handle || userId;
  if (!target || name === DELETED_MEMBER_NAME) return <MemberName name={name} dir={dir} />;
  return (
    <Link
      href={researcherPath(target)}
      className={className ?? "font-medium underline-offset-4 hover:text-primary hover:underline"}
      data-testid="researcher-link"
    >
      <MemberName name={name} dir={dir} />
    </Link>
  );
}
