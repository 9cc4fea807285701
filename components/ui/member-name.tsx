import { useTranslations } from "next-intl";
import { DELETED_MEMBER_NAME } from "@/lib/profile/types";

/** A member's name as stored, isolated for bidi; a removed account reads 'Deleted member' in the reader's language. */
export function MemberName({ name }: { name: string }) {
  const t = useTranslations("Common");
  return <bdi>{name === DELETED_MEMBER_NAME ? t("deletedMember") : name}</bdi>;
}
