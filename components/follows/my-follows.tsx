"use client";

import { Hash, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/client/toast";
import { tagPath } from "@/lib/articles/tags";
import { apiJson } from "@/lib/client/api";
import { FOLLOW_DELETE_ENDPOINT, type FollowJson } from "@/lib/follows/types";
import { researcherPath } from "@/lib/researchers/types";

/** What the member follows, each with an unfollow button (in the profile's preferences). */
export function MyFollows({ follows: initial }: { follows: FollowJson[] }) {
  const t = useTranslations("Follows");
  const [follows, setFollows] = useState(initial);
  const [pending, startTransition] = useTransition();

  function onUnfollow(follow: FollowJson) {
    startTransition(async () => {
      try {
        await apiJson(FOLLOW_DELETE_ENDPOINT, { method: "DELETE", body: { type: follow.type, target: follow.target } });
        setFollows((list) => list.filter((f) => f !== follow));
      } catch {
        toast({ title: t("failed"), variant: "destructive" });
      }
    });
  }

  return (
    <Card data-testid="my-follows">
      <CardHeader>
        <CardTitle>{t("mineTitle")}</CardTitle>
        <CardDescription>{t("mineHint")}</CardDescription>
      </CardHeader>
      <CardContent className="max-w-2xl">
        {follows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("mineEmpty")}</p>
        ) : (
          <ul className="grid gap-2">
            {follows.map((f) => {
              const Icon = f.type === "researcher" ? UserRound : Hash;
              return (
                <li key={`${f.type}:${f.target}`} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-label={t(`kinds.${f.type}`)} />
                    <Link
                      href={f.type === "researcher" ? researcherPath(f.target) : tagPath(f.target)}
                      className="truncate text-sm font-medium hover:underline"
                      dir="auto"
                    >
                      {f.label}
                    </Link>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={pending}
                    aria-label={t("unfollowName", { name: f.label })}
                    onClick={() => onUnfollow(f)}
                  >
                    {t("unfollow")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
