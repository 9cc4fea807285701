"use client";

import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { FormControl, type FieldProps } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { normalizeTags } from "@/lib/partnership/rules";

/** Tags added on Enter or the button: trimmed, empty dropped, no duplicates, removable. */
export function TagInput({
  id,
  value,
  onChange,
  placeholder,
  addLabel,
  removeLabel,
  invalid,
}: {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder: string;
  addLabel: string;
  removeLabel: (tag: string) => string;
  invalid?: boolean;
}) {
  const [draft, setDraft] = useState("");
  const fallbackId = useId();
  function add() {
    onChange(normalizeTags([...value, draft]));
    setDraft("");
  }
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id ?? fallbackId}
          value={draft}
          maxLength={40}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        {/* on a phone the button is its icon, so the field keeps room for its whole placeholder */}
        <Button type="button" variant="outline" onClick={add} className="shrink-0">
          <Plus aria-hidden /> <span className="max-sm:sr-only">{addLabel}</span>
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-1 ps-3 pe-1 text-xs font-medium text-primary">
              <bdi>{tag}</bdi>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-primary/20"
                aria-label={removeLabel(tag)}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A list of tags of the surrounding form, bound by name. */
export function FormTagInput({ label, labels, ...shell }: FieldProps & { labels: { placeholder: string; add: string; remove: (tag: string) => string } }) {
  return (
    <FormControl
      {...shell}
      label={label}
      render={(f, a11y) => (
        <TagInput
          id={a11y.id}
          value={f.value ?? []}
          onChange={f.onChange}
          placeholder={labels.placeholder}
          addLabel={labels.add}
          removeLabel={labels.remove}
          invalid={a11y["aria-invalid"]}
        />
      )}
    />
  );
}
