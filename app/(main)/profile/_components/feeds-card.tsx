"use client";

import { Copy, Rss } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/client/toast";
import { feedUrls } from "@/lib/feeds/names";
import { renewFeedTokenAction } from "../actions";

function FeedUrl({ label, url }: { label: string; url: string }) {
  const t = useTranslations("Feeds");
  const id = useId();
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("copied") });
    } catch {
      toast({ title: t("copyFailed"), variant: "destructive" });
    }
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} dir="ltr" className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" size="sm" className="h-10 shrink-0" onClick={() => void onCopy()} aria-label={`${t("copy")}: ${label}`}>
          <Copy className="size-4" aria-hidden />
          {t("copy")}
        </Button>
      </div>
    </div>
  );
}

/** The member's private feed addresses, to copy into a feed reader, and the revoke button that issues a new token. */
export function FeedsCard({ origin, handle, token, isPublic }: { origin: string; handle: string; token: string; isPublic: boolean }) {
  const t = useTranslations("Feeds");
  const [current, setCurrent] = useState(token);
  const [pending, startTransition] = useTransition();
  const urls = feedUrls(origin, { handle, token: current });

  function onRevoke() {
    startTransition(async () => {
      const result = await renewFeedTokenAction({});
      if (result.ok) {
        setCurrent(result.data.token);
        toast({ title: t("revoked") });
      } else toast({ title: t("revokeFailed"), variant: "destructive" });
    });
  }

  return (
    <section className="grid gap-4 rounded-2xl border p-5" aria-labelledby="feeds-title" data-testid="feeds-card">
      <div className="grid gap-1">
        <h2 id="feeds-title" className="flex items-center gap-2 text-lg font-semibold">
          <Rss className="size-5 text-primary" aria-hidden />
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
        {isPublic && <p className="text-sm text-muted-foreground">{t("publicNote")}</p>}
      </div>
      <FeedUrl label={t("articlesLabel")} url={urls.articles} />
      {urls.researcher && <FeedUrl label={t("researcherLabel")} url={urls.researcher} />}
      <div className="grid gap-1 text-xs text-muted-foreground">
        <p>{t("tagHint")}</p>
        <code dir="ltr" className="block font-mono break-all">
          {`${origin}/feeds/tags/${t("tagPlaceholder")}.atom?token=${current}`}
        </code>
      </div>
      <div>
        <ConfirmButton
          type="button"
          variant="outline"
          disabled={pending}
          label={t("revokeConfirm")}
          confirm={{ title: t("revokeConfirmTitle"), description: t("revokeConfirmBody") }}
          onConfirm={onRevoke}
        >
          {pending ? t("revoking") : t("revoke")}
        </ConfirmButton>
      </div>
    </section>
  );
}
