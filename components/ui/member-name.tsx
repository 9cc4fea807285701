import { useTranslations } from "next-intl";
import { DELETED_MEMBER_NAME } from "@/lib/profile/types";

/**
 * A member's name as stored, isolated for bidi (in its own direction unless `dir` says, as a byline
 * of several names does); a removed account reads 'Deleted member' in the reader's language.
 */
export function MemberName({ name, dir }: { name: string; dir?: "ltr" | "rtl" }) {
  const t = useTranslations("Common");
  return <bdi dir={dir}>{name === DELETED_MEMBER_NAME ? t("deletedMember") : name}</bdi>;
}
