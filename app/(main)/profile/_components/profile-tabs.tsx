"use client";

import { AlertTriangle, Layers, Lock, SlidersHorizontal, User } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { parseAsStringLiteral, useQueryState } from "nuqs";
import { Tabs } from "radix-ui";
import dynamic from "next/dynamic";
import type { FollowJson } from "@/lib/follows/types";
import { directionOf, type Locale } from "@/lib/i18n/config";
import type { MyItems, ProfileJson } from "@/lib/profile/types";
import { cn } from "@/lib/utils";
import { PersonalTab } from "./personal-tab";

// Radix renders only the open tab, so the others' code (their forms, lists and dialogs) loads when
// one is first opened; a link to one (?tab=…) renders it on the server as before.
const SecurityTab = dynamic(() => import("./security-tab").then((m) => m.SecurityTab));
const PreferencesTab = dynamic(() => import("./preferences-tab").then((m) => m.PreferencesTab));
const MyFollows = dynamic(() => import("@/components/follows/my-follows").then((m) => m.MyFollows));
const ItemsTab = dynamic(() => import("./items-tab").then((m) => m.ItemsTab));
const DangerTab = dynamic(() => import("./danger-tab").then((m) => m.DangerTab));

const TABS = ["personal", "security", "preferences", "items", "danger"] as const;
const ICONS = { personal: User, security: Lock, preferences: SlidersHorizontal, items: Layers, danger: AlertTriangle };

/** The profile's tabs (personal by default); the open one is in the URL (?tab=…). */
export function ProfileTabs({ profile, items, follows }: { profile: ProfileJson; items: MyItems; follows: FollowJson[] }) {
  const t = useTranslations("Profile");
  const locale = useLocale();
  const [tab, setTab] = useQueryState("tab", parseAsStringLiteral(TABS).withDefault("personal"));
  const content: Record<(typeof TABS)[number], React.ReactNode> = {
    personal: <PersonalTab profile={profile} />,
    security: <SecurityTab />,
    preferences: (
      <>
        <PreferencesTab preferences={profile.preferences} />
        <MyFollows follows={follows} />
      </>
    ),
    items: <ItemsTab items={items} />,
    danger: <DangerTab />,
  };
  return (
    // the tabs name their direction (Radix's own is left to right): in Arabic the tabs and every
    // panel read from the right, an empty list's words at the start
    <Tabs.Root
      dir={directionOf(locale as Locale)}
      value={tab}
      onValueChange={(v) => void setTab(v === "personal" ? null : (v as (typeof TABS)[number]))}
      className="grid gap-4"
    >
      <Tabs.List aria-label={t("tabsLabel")} className="flex flex-wrap gap-1 rounded-xl border bg-card p-1">
        {TABS.map((key) => {
          const Icon = ICONS[key];
          return (
            <Tabs.Trigger
              key={key}
              value={key}
              className={cn(
                "flex shrink-0 items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
                "data-[state=active]:bg-primary data-[state=active]:text-primary-foreground",
                key === "danger" && "data-[state=inactive]:text-destructive",
              )}
            >
              <Icon className="size-4" aria-hidden />
              {t(`tabs.${key}`)}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {TABS.map((key) => (
        <Tabs.Content key={key} value={key} className="grid gap-4">
          {content[key]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
