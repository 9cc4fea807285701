"use client";

import { Check, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { apiJson } from "@/lib/client/api";
import { FOLLOW_CREATE_ENDPOINT, FOLLOW_DELETE_ENDPOINT, type FollowType } from "@/lib/follows/types";

/**
 * Follow or unfollow a researcher (target: their handle) or a tag (target: a keyword or slug). A
 * toggle button: its pressed state shows at once and goes back if the server refuses.
 */
export function FollowButton({ type, target, name, initialFollowing }: { type: FollowType; target: string; name: string; initialFollowing: boolean }) {
  const t = useTranslations("Follows");
  const [following, setFollowing] = useState(initialFollowing);
  const [pending, startTransition] = useTransition();

  function onToggle() {
    // one request at a time, so the last click's state is the one stored
    if (pending) return;
    const next = !following;
    setFollowing(next);
    startTransition(async () => {
      try {
        await apiJson(next ? FOLLOW_CREATE_ENDPOINT : FOLLOW_DELETE_ENDPOINT, { method: next ? "POST" : "DELETE", body: { type, target } });
      } catch {
        setFollowing(!next);
        toast({ title: t("failed"), variant: "destructive" });
      }
    });
  }

  return (
    <Button
      type="button"
      size="sm"
      variant={following ? "outline" : "default"}
      aria-pressed={following}
      aria-busy={pending}
      // one name whatever the state (the pressed state says whether it is on), as toggle buttons should
      aria-label={t("followName", { name })}
      onClick={onToggle}
      data-testid="follow-button"
    >
      {following ? <Check aria-hidden /> : <Plus aria-hidden />}
      {t(following ? "following" : "follow")}
    </Button>
  );
}
