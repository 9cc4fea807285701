"use client";

import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";
import { Form, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormRichText } from "@/components/forms/rich-text-editor";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AboutContent } from "@/lib/about/types";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import type { TAboutFormInput } from "@/lib/schemas/about";
import { ABOUT_API } from "@/lib/about/types";

// zod loads when the form first validates, not with the page
const schema = () => import("@/lib/schemas/about").then((m) => m.ZAboutFormInput);

const toForm = (a: AboutContent): TAboutFormInput => ({ mission: a.mission, team: a.team, values: a.values.map((text) => ({ text })) });

/** Move, remove and add buttons of one row of a list. */
function RowTools({
  index,
  count,
  move,
  remove,
  labels,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (i: number) => void;
  labels: { up: string; down: string; remove: string };
}) {
  return (
    <div className="flex gap-1">
      <Button type="button" size="icon" variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={labels.up} title={labels.up}>
        <ArrowUp />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={labels.down}
        title={labels.down}
      >
        <ArrowDown />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="text-destructive"
        onClick={() => remove(index)}
        aria-label={labels.remove}
        title={labels.remove}
      >
        <Trash2 />
      </Button>
    </div>
  );
}

export function AboutEditor({ initial }: { initial: AboutContent }) {
  const t = useTranslations("AdminAbout");
  const form = useZodForm(schema, toForm(initial));
  const team = useFieldArray({ control: form.control, name: "team" });
  const values = useFieldArray({ control: form.control, name: "values" });
  const save = useApiMutation<TAboutFormInput, { about: AboutContent }>({
    request: (v) => apiJson(`${ABOUT_API}/update.php`, { method: "PUT", body: { mission: v.mission, team: v.team, values: v.values.map((x) => x.text) } }),
    invalidate: [`${ABOUT_API}/read.php`],
    success: () => ({ title: t("saved"), description: t("savedBody") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
    onSuccess: (r) => form.reset(toForm(r.about)),
  });
  const rowLabels = (what: string) => ({ up: t("moveUp", { what }), down: t("moveDown", { what }), remove: t("remove", { what }) });

  return (
    <Form form={form} onSubmit={(v) => submitTo(form, () => save.mutateAsync(v)).then(() => undefined)} className="gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("mission")}</CardTitle>
        </CardHeader>
        <CardContent>
          <FormRichText name="mission" label={t("missionLabel")} required minimal />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">{t("team")}</CardTitle>
          <Button type="button" variant="outline" size="sm" onClick={() => team.append({ name: "", role: "", description: "" })}>
            <Plus aria-hidden /> {t("addMember")}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {team.fields.length === 0 && <p className="text-sm text-muted-foreground">{t("noMembers")}</p>}
          {team.fields.map((f, i) => (
            // a group named by its title, which shares a line with the row's tools (a legend must stand alone, first in its fieldset)
            <div key={f.id} role="group" aria-labelledby={`${f.id}-title`} className="grid gap-3 rounded-lg border p-4" data-testid="team-row">
              <div className="flex items-center justify-between gap-2">
                <p id={`${f.id}-title`} className="text-sm font-semibold">
                  {t("memberN", { n: i + 1 })}
                </p>
                <RowTools index={i} count={team.fields.length} move={team.move} remove={team.remove} labels={rowLabels(t("memberN", { n: i + 1 }))} />
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <FormField name={`team.${i}.name`} label={t("name")} required />
                <FormField name={`team.${i}.role`} label={t("role")} required />
              </div>
              <FormField name={`team.${i}.description`} label={t("description")} multiline rows={2} required />
            </div>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">{t("values")}</CardTitle>
          <Button type="button" variant="outline" size="sm" onClick={() => values.append({ text: "" })}>
            <Plus aria-hidden /> {t("addValue")}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-3">
          {values.fields.length === 0 && <p className="text-sm text-muted-foreground">{t("noValues")}</p>}
          {values.fields.map((f, i) => (
            <div key={f.id} className="flex items-end gap-2" data-testid="value-row">
              <FormField name={`values.${i}.text`} label={t("valueN", { n: i + 1 })} required className="flex-1" />
              <div className="pb-0.5">
                <RowTools index={i} count={values.fields.length} move={values.move} remove={values.remove} labels={rowLabels(t("valueN", { n: i + 1 }))} />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>

      <div className="sticky bottom-4 z-10 flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending} className="shadow-lg">
          <Save aria-hidden /> {save.isPending ? t("saving") : t("save")}
        </Button>
      </div>
    </Form>
  );
}
