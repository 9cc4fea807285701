"use client";

import { Link2, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { FormFileField, pdfField } from "@/components/forms/file-field";
import { Form, FormControl, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormSelect, optionsOf } from "@/components/forms/form-select";
import { RichTextEditor } from "@/components/forms/rich-text-editor";
import { TagInput } from "@/components/forms/tag-input";
import { MemberCombobox } from "@/components/articles/member-combobox";
import { VERIFY_NOTICE_ID } from "@/components/layout/verify-banner";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { apiJson, formDataOf } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { coAuthorOf, type CoAuthorRow } from "@/lib/articles/co-authors";
import { DEFAULT_LICENSE, LICENSE_KEYS, LICENSES } from "@/lib/articles/licenses";
import { ARTICLE_PDF_MAX_BYTES, type ArticleStatus } from "@/lib/articles/rules";
import type { MemberCandidateJson } from "@/lib/comments/types";
import { ARTICLE_SUBMIT_ENDPOINT, ARTICLE_TRANSITION_ENDPOINT, ARTICLE_UPDATE_ENDPOINT, ARTICLES_ENDPOINT, type ArticleDetailJson } from "@/lib/articles/types";
import type { TArticleFormValues, TArticleInput } from "@/lib/schemas/articles";
import { KEYWORDS_MAX } from "@/lib/schemas/limits";

/** How long the form waits after the last keystroke before it saves a draft by itself. */
const AUTOSAVE_MS = 3_000;
// zod loads when the form first validates or autosaves, not with the page
const schemas = () => import("@/lib/schemas/articles");
const articleSchema = () => schemas().then((m) => m.ZArticleInput);

const EMPTY: TArticleFormValues = {
  title_ar: "",
  title_en: "",
  abstract_ar: "",
  abstract_en: "",
  body: "",
  keywords: [],
  co_authors: [],
  references: [],
  license: DEFAULT_LICENSE,
  doi: "",
};

/** The form's values of a stored article. */
const valuesOf = (a: ArticleDetailJson): TArticleFormValues => ({
  title_ar: a.title_ar,
  title_en: a.title_en ?? "",
  abstract_ar: a.abstract_ar,
  abstract_en: a.abstract_en ?? "",
  body: a.body,
  keywords: a.keywords,
  co_authors: a.co_authors.map((c) => ({ name: c.name, affiliation: c.affiliation ?? "", orcid: c.orcid ?? "", user_id: c.user_id })),
  references: a.references,
  license: a.license,
  doi: a.doi ?? "",
});

type Saved = { article: ArticleDetailJson };

/**
 * A member's article: a new one, or their draft or revision. "Save draft" creates it (then
 * updates it); "Submit for review" saves and moves it to submitted. A draft saves itself a few
 * seconds after the last change; a revision does not, since each save of a revision keeps a version.
 * `memberHandles` names the members its stored co-authors are linked to (by id).
 */
export function ArticleForm({
  article,
  memberHandles = {},
  verified = true,
}: {
  article?: ArticleDetailJson;
  memberHandles?: Record<string, string>;
  /** false: the member's e-mail is not verified; they save drafts, and submitting waits (the page's notice says why) */
  verified?: boolean;
}) {
  const t = useTranslations("ArticleForm");
  const router = useRouter();
  // co_authors is a JSON-or-list field for the API, so its input type is unknown: the form holds the list
  const form = useZodForm(articleSchema, article ? valuesOf(article) : EMPTY);
  const authors = useFieldArray({ control: form.control, name: "co_authors" as never });
  // each co-author row's submit count when it was added (a stored row: none), so a new row waits to be touched
  const [addedAt, setAddedAt] = useState<(number | undefined)[]>([]);
  const [id, setId] = useState<number | null>(article?.id ?? null);
  const [status, setStatus] = useState<ArticleStatus>(article?.status ?? "draft");
  const [pdf, setPdf] = useState<File | null>(null);
  const [autosaved, setAutosaved] = useState(false);
  // the handles of the linked members (the stored ones' from the page, then those picked here), to name them in their rows
  const [handles, setHandles] = useState<Record<string, string>>(memberHandles);
  const coAuthorsHint = useId();

  const save = useApiMutation({
    request: ({ values, file }: { values: TArticleInput; file: File | null }) => {
      const body = id === null ? values : { ...values, id };
      const url = id === null ? ARTICLE_SUBMIT_ENDPOINT : ARTICLE_UPDATE_ENDPOINT;
      return apiJson<Saved>(url, { method: id === null ? "POST" : "PUT", body: file ? formDataOf(body, { pdf: file }) : body });
    },
    invalidate: [ARTICLES_ENDPOINT],
    failure: { title: t("saveFailedTitle"), fallback: t("saveFailed") },
    onSuccess: ({ article: saved }) => {
      // a new draft's address becomes its edit page, so a reload keeps working on it
      if (id === null) window.history.replaceState(null, "", `/articles/${saved.id}/edit`);
      setId(saved.id);
      setStatus(saved.status);
      setPdf(null);
      form.reset(valuesOf(saved));
    },
  });
  const submit = useApiMutation({
    request: (articleId: number) => apiJson<Saved>(ARTICLE_TRANSITION_ENDPOINT, { method: "POST", body: { id: articleId, to: "submitted" } }),
    invalidate: [ARTICLES_ENDPOINT],
    success: () => ({ title: t("submitted"), description: t("submittedBody") }),
    failure: { title: t("submitFailedTitle"), fallback: t("saveFailed") },
    onSuccess: () => {
      router.push("/profile");
      router.refresh();
    },
  });

  /** Saves the form (creating the draft the first time); the saved article, or null when refused. */
  async function saveDraft(values: TArticleInput) {
    let saved: ArticleDetailJson | null = null;
    await submitTo(form, async () => {
      saved = (await save.mutateAsync({ values, file: pdf })).article;
    });
    setAutosaved(false);
    return saved as ArticleDetailJson | null;
  }

  // Autosave: a draft that exists and changed, once its values pass the shared schema.
  const watched = useWatch({ control: form.control });
  const saving = useRef(false);
  useEffect(() => {
    if (id === null || status !== "draft" || !form.formState.isDirty) return;
    const timer = setTimeout(async () => {
      const { ZArticleUpdateInput } = await schemas();
      const parsed = ZArticleUpdateInput.safeParse({ ...form.getValues(), id });
      if (!parsed.success || saving.current) return;
      saving.current = true;
      try {
        const { article: saved } = await apiJson<Saved>(ARTICLE_UPDATE_ENDPOINT, { method: "PUT", body: parsed.data });
        form.reset(valuesOf(saved), { keepValues: true });
        setAutosaved(true);
      } catch {
        // the next change or the button tries again; the button's failure is told
      } finally {
        saving.current = false;
      }
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [watched, id, status, form]);

  /** A member picked for row i: their profile fills the row and links it to them. */
  function pickMember(i: number, member: MemberCandidateJson) {
    const path = (field: keyof CoAuthorRow) => `co_authors.${i}.${field}` as never;
    const row = form.getValues(`co_authors.${i}` as never) as Partial<CoAuthorRow> | undefined;
    const next = coAuthorOf(member, { name: row?.name ?? "", affiliation: row?.affiliation ?? "", orcid: row?.orcid ?? "", user_id: row?.user_id ?? null });
    for (const field of ["name", "affiliation", "orcid", "user_id"] as const)
      form.setValue(path(field), next[field] as never, { shouldDirty: true, shouldValidate: field !== "user_id" });
    setHandles((h) => ({ ...h, [member.id]: member.handle }));
  }

  /** Row i back to free text: what it holds stays, the link to the member goes. */
  function unlinkMember(i: number) {
    form.setValue(`co_authors.${i}.user_id` as never, null as never, { shouldDirty: true });
    // the button goes with the link: the name field takes the focus it had
    form.setFocus(`co_authors.${i}.name` as never);
  }

  const coAuthorRows = (Array.isArray(watched.co_authors) ? watched.co_authors : []) as Partial<CoAuthorRow>[];
  const busy = save.isPending || submit.isPending;
  const licenses = optionsOf(LICENSES, (l) => t(`licenses.${LICENSE_KEYS[l]}`));

  return (
    <Form
      form={form}
      className="gap-6 rounded-2xl border bg-card p-5 md:p-8"
      onSubmit={async (values) => {
        await saveDraft(values);
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="title_ar" label={t("titleAr")} required dir="rtl" maxLength={300} />
        <FormField name="title_en" label={t("titleEn")} optionalLabel={t("optional")} dir="ltr" maxLength={300} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="abstract_ar" label={t("abstractAr")} required multiline rows={6} dir="rtl" maxLength={5000} />
        <FormField name="abstract_en" label={t("abstractEn")} optionalLabel={t("optional")} multiline rows={6} dir="ltr" maxLength={5000} />
      </div>
      <FormControl
        name="body"
        label={t("body")}
        labelsControl={false}
        render={(f, a11y) => (
          <div className="rounded-md border">
            <RichTextEditor
              id={a11y.id}
              value={f.value ?? ""}
              onChange={f.onChange}
              labelledBy={a11y["aria-labelledby"]}
              describedBy={a11y["aria-describedby"]}
              invalid={a11y["aria-invalid"]}
            />
          </div>
        )}
      />
      <FormControl
        name="keywords"
        label={t("keywords")}
        hint={t("keywordsHint", { max: KEYWORDS_MAX })}
        render={(f, a11y) => (
          <TagInput
            id={a11y.id}
            value={Array.isArray(f.value) ? f.value : []}
            onChange={f.onChange}
            placeholder={t("keywordPlaceholder")}
            addLabel={t("addKeyword")}
            removeLabel={(tag) => t("removeKeyword", { tag })}
            invalid={a11y["aria-invalid"]}
          />
        )}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t("coAuthors")}</legend>
        <p id={coAuthorsHint} className="text-xs text-muted-foreground">
          {t("coAuthorsHint")}
        </p>
        {authors.fields.map((field, i) => {
          const memberId = coAuthorRows[i]?.user_id || null;
          return (
            <div key={field.id} className="grid gap-3 rounded-lg bg-muted/40 p-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end" data-testid="co-author">
              <FormControl
                name={`co_authors.${i}.name`}
                label={t("authorName")}
                required
                quiet={addedAt[i]}
                render={(f, a11y) => (
                  <MemberCombobox
                    {...a11y}
                    aria-describedby={[a11y["aria-describedby"], coAuthorsHint].filter(Boolean).join(" ")}
                    ref={f.ref}
                    name={f.name}
                    value={typeof f.value === "string" ? f.value : ""}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    maxLength={200}
                    required
                    searching={!memberId}
                    onPick={(member) => pickMember(i, member)}
                    labels={{ list: t("memberSuggestions"), none: t("noMember"), found: (count) => t("membersFound", { count }) }}
                  />
                )}
              />
              <FormField name={`co_authors.${i}.affiliation`} label={t("affiliation")} optionalLabel={t("optional")} maxLength={300} quiet={addedAt[i]} />
              <FormField
                name={`co_authors.${i}.orcid`}
                label={t("orcid")}
                optionalLabel={t("optional")}
                dir="ltr"
                placeholder="0000-0000-0000-0000"
                quiet={addedAt[i]}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("removeAuthor", { n: i + 1 })}
                onClick={() => {
                  authors.remove(i);
                  setAddedAt((at) => at.filter((_, j) => j !== i));
                }}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
              <div aria-live="polite" className={memberId ? "md:col-span-4" : "sr-only"}>
                {memberId && (
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="co-author-member">
                    <Link2 className="size-4 text-primary" aria-hidden />
                    <span>
                      {handles[memberId]
                        ? t.rich("linkedMember", { handle: handles[memberId], h: (chunks) => <bdi dir="ltr">{chunks}</bdi> })
                        : t("linkedMemberNoHandle")}
                    </span>
                    <Button type="button" variant="ghost" size="sm" aria-label={t("unlinkLabel", { n: i + 1 })} onClick={() => unlinkMember(i)}>
                      {t("unlink")}
                    </Button>
                  </p>
                )}
              </div>
            </div>
          );
        })}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setAddedAt((at) => {
                const next = [...at];
                next[authors.fields.length] = form.formState.submitCount;
                return next;
              });
              authors.append({ name: "", affiliation: "", orcid: "", user_id: null });
            }}
          >
            <Plus className="size-4" aria-hidden />
            {t("addAuthor")}
          </Button>
        </div>
      </fieldset>

      <FormControl
        name="references"
        label={t("references")}
        hint={t("referencesHint")}
        render={(f, a11y) => (
          <Textarea
            {...a11y}
            dir="auto"
            rows={6}
            value={Array.isArray(f.value) ? f.value.join("\n") : ""}
            onChange={(e) => f.onChange(e.target.value.split("\n"))}
            onBlur={f.onBlur}
          />
        )}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormSelect name="license" label={t("license")} options={licenses} />
        <FormField name="doi" label={t("doi")} optionalLabel={t("optional")} dir="ltr" placeholder="10.1234/abcd" maxLength={300} />
      </div>
      <FormFileField
        name="pdf"
        label={t("pdf")}
        optionalLabel={article?.pdf_url ? t("pdfReplace") : t("optional")}
        value={pdf}
        onChange={setPdf}
        rule={pdfField(ARTICLE_PDF_MAX_BYTES).rule}
        chooseLabel={t("choosePdf")}
        problems={{ size: "fileTooLarge", type: "pdfOnly" }}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={busy}>
          {save.isPending ? t("saving") : t("saveDraft")}
        </Button>
        <Button
          type="button"
          disabled={busy || !verified}
          aria-describedby={verified ? undefined : VERIFY_NOTICE_ID}
          onClick={form.handleSubmit(async (values) => {
            const saved = await saveDraft(values);
            if (saved) await submit.mutateAsync(saved.id).catch(() => undefined);
          })}
        >
          {status === "revisions_requested" ? t("resubmit") : t("submit")}
        </Button>
        <p className="text-sm text-muted-foreground" role="status">
          {id !== null && !form.formState.isDirty ? (autosaved ? t("autosaved") : t("saved")) : ""}
        </p>
      </div>
    </Form>
  );
}
