"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { InvitationAnswer } from "@/components/reviews/invitation-answer";
import { toast } from "@/lib/client/toast";

/** The answer to an invitation on the reviews page, signed in: told in a toast, then the page reads it again. */
export function AnswerButtons({ id }: { id: number }) {
  const t = useTranslations("Reviews");
  const router = useRouter();
  return (
    <InvitationAnswer
      target={{ id }}
      onAnswered={(_status, accepted) => {
        toast({ title: accepted ? t("accepted") : t("declined") });
        router.refresh();
      }}
      onFailed={(description) => toast({ title: t("errorTitle"), description, variant: "destructive" })}
    />
  );
}
