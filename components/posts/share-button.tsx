"use client";

import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // older browsers and insecure origins: the selection-based copy still works
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
}

/** The device share sheet (title, first 100 characters + '...', URL), else copy the URL. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const t = useTranslations("Posts");
  async function onShare() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (e) {
        if ((e as Error).name === "AbortError") return; // the member closed the sheet
      }
    }
    await copyText(url);
    toast({ title: t("copiedTitle"), description: t("copiedBody") });
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={onShare}>
      <Share2 /> {t("share")}
    </Button>
  );
}
