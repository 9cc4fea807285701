"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Switch } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { CALENDARS, DIGIT_STYLES, type CalendarPreference, type DigitPreference } from "@/lib/i18n/dates";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { Preferences } from "@/lib/profile/types";
import { PROFILE_API } from "@/lib/profile/types";
import { NOTIFICATIONS_API } from "@/lib/notifications/types";
import { cn } from "@/lib/utils";
import { ProfileTabCard } from "./tab-card";

/**
 * One preference: its name and hint, then its control. `label` is the name's element (a <label> or a
 * labelling span); `wrap` lets a wide control (a select) go under the name on a narrow screen.
 */
function PreferenceRow({
  label,
  hint,
  hintId,
  control,
  wrap = false,
}: {
  label: React.ReactNode;
  hint?: string;
  hintId?: string;
  control: React.ReactNode;
  wrap?: boolean;
}) {
  return (
    <div className={cn("flex items-center justify-between gap-4 rounded-lg border p-4", wrap && "flex-wrap")}>
      <div className="grid gap-1">
        {label}
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      {control}
    </div>
  );
}

function SwitchRow({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <PreferenceRow
      label={
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      }
      hint={hint}
      hintId={`${id}-hint`}
      control={
        <Switch.Root
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={`${id}-hint`}
          className="relative h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="pointer-events-none absolute start-0.5 top-0.5 block size-5 rounded-full bg-white shadow transition-[inset-inline-start] data-[state=checked]:start-[22px]" />
        </Switch.Root>
      }
    />
  );
}

function SelectRow({
  label,
  hint,
  value,
  options,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <PreferenceRow
      label={
        <span id={id} className="text-sm font-medium">
          {label}
        </span>
      }
      hint={hint}
      wrap
      control={<Select aria-labelledby={id} className="w-56" value={value} onValueChange={onChange} options={options} />}
    />
  );
}

/** The <html> class the root layout sets from the stored theme; switched here at once for a preview. */
function applyTheme(theme: Preferences["theme"]) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
}

/** The on/off preferences: the field and its label's message key (its hint is the key + "Hint"). */
const SWITCHES = [
  ["notifications", "notifications"],
  ["email_notifications", "emailNotifications"],
  ["weekly_digest", "weeklyDigest"],
  ["list_researcher_page", "listResearcherPage"],
] as const;

/** Preferences: dark mode, both notification switches, the weekly digest, the calendar and the digits, saved on the member's account. */
export function PreferencesTab({ preferences }: { preferences: Preferences }) {
  const t = useTranslations("Profile");
  const tp = useTranslations("Profile.preferences");
  const router = useRouter();
  const [value, setValue] = useState(preferences);
  const save = useApiMutation<Preferences>({
    request: (body) => apiJson(`${PROFILE_API}/preferences.php`, { method: "PUT", body }),
    invalidate: [`${PROFILE_API}/read.php`, `${NOTIFICATIONS_API}/read.php`],
    success: () => ({ title: t("saved") }),
    failure: { title: t("saveFailed"), fallback: t("saveFailed") },
    onSuccess: () => router.refresh(),
  });

  return (
    <ProfileTabCard title={tp("title")} description={tp("description")} contentClassName="grid max-w-2xl gap-3">
      <SwitchRow
        label={tp("darkMode")}
        hint={tp("darkModeHint")}
        checked={value.theme === "dark"}
        onChange={(dark) => {
          const theme = dark ? "dark" : "light";
          applyTheme(theme);
          setValue((v) => ({ ...v, theme }));
        }}
      />
      {SWITCHES.map(([key, label]) => (
        <SwitchRow key={key} label={tp(label)} hint={tp(`${label}Hint`)} checked={value[key]} onChange={(on) => setValue((v) => ({ ...v, [key]: on }))} />
      ))}
      <SelectRow
        label={tp("calendar")}
        hint={tp("calendarHint")}
        value={value.calendar}
        options={CALENDARS.map((c) => ({ value: c, label: tp(`calendars.${c}`) }))}
        onChange={(calendar) => setValue((v) => ({ ...v, calendar: calendar as CalendarPreference }))}
      />
      <SelectRow
        label={tp("digits")}
        value={value.digits}
        options={DIGIT_STYLES.map((d) => ({ value: d, label: tp(`digitStyles.${d}`) }))}
        onChange={(digits) => setValue((v) => ({ ...v, digits: digits as DigitPreference }))}
      />
      <div className="pt-2">
        <Button type="button" disabled={save.isPending} onClick={() => save.mutate(value)}>
          {save.isPending ? tp("saving") : tp("save")}
        </Button>
      </div>
    </ProfileTabCard>
  );
}
